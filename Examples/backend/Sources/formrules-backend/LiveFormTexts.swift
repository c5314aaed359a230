/// The live form page's own words (its buttons and notices), in the languages the repository's
/// translations have (`LiveFormTexts+Languages.swift`). Field labels, options and problems come from the catalog (`Resources/`);
/// these few belong to this example's page, not to any spec, so they stay beside it.
struct LiveFormTexts: Sendable, Hashable {
    /// The submit button.
    var submit: String
    /// The first, empty entry of a picker.
    var choose: String
    /// Shown after the server accepted the submission (200).
    var accepted: String
    /// Shown above the problems of a refused submission (422).
    var refused: String
    /// Shown when the server could not be reached or answered something unexpected.
    var failed: String
    /// Beside the label of a field required now.
    var requiredMarker: String

    /// The texts for a negotiated locale: its whole tag (`pt-BR`), else its language (`de-CH` is
    /// German), else English. The tags are the repository's translations (`byTag`).
    static func forLocale(_ tag: String, language: String) -> LiveFormTexts {
        byTag[tag] ?? byTag[language] ?? english
    }

    static let english = LiveFormTexts(
        submit: "Send", choose: "Choose…", accepted: "Done: the server accepted the form.",
        refused: "The server did not accept the form:", failed: "The server could not be reached.", requiredMarker: "required")
}
