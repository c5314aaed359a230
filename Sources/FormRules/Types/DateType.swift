extension FieldTypeDescription {
    /// `date`: a calendar date (`YYYY-MM-DD`) between its bounds, and an age when it is a
    /// birthday (`DateRule`). A bound of `today` words its problem as "not in the future".
    static let date = FieldTypeDescription(
        keys: ["notBefore", "notAfter", "minimumAge", "maximumAge"],
        rules: [
            TypeRule(always: .date),
            TypeRule(.notBefore, when: { field, _ in field.notBefore != nil }),
            TypeRule(.notAfter, when: { field, _ in
                if case .date? = field.notAfter { true } else { false }
            }),
            TypeRule(.notInFuture, when: { field, _ in field.notAfter == .today }),
            TypeRule(.minimumAge, when: { field, _ in field.minimumAge != nil }) { field, _ in
                field.step.date.minimumAge.map { [.minimumAge($0)] } ?? []
            },
            TypeRule(.maximumAge, when: { field, _ in field.maximumAge != nil }) { field, _ in
                field.step.date.maximumAge.map { [.maximumAge($0)] } ?? []
            },
        ])
}
