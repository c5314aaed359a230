extension FieldTypeDescription {
    /// `height`: inches or text (`5'7"`, `170 cm`) snapped to the slider's notches, on its
    /// scale (`HeightRule`). The range names its ends as `height.both`, with
    /// `height.centimetres` inside.
    static let height = FieldTypeDescription(
        expects: .numberOrString,
        keys: ["minimum", "maximum", "step", "initial", "snap"],
        rules: [
            TypeRule(.height),
            TypeRule(.heightStep, when: { field, _ in !field.snap }),
            TypeRule(.heightRange),
        ],
        extraKeys: { _, _, _ in ["height.both", "height.centimetres"] })
}
