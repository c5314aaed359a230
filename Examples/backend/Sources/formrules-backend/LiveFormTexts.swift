/// The live form page's own words (its buttons and notices), in the languages the repository's
/// translations have. Field labels, options and problems come from the catalog (`Resources/`);
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

    /// The texts for a negotiated locale: by its language subtag, English when there are none.
    static func forLanguage(_ language: String) -> LiveFormTexts {
        switch language {
        case "ru":
            LiveFormTexts(
                submit: "Отправить", choose: "Выберите…", accepted: "Готово: сервер принял данные формы.",
                refused: "Сервер не принял данные формы:", failed: "Не удалось связаться с сервером.", requiredMarker: "обязательно")
        case "pl":
            LiveFormTexts(
                submit: "Wyślij", choose: "Wybierz…", accepted: "Gotowe: serwer przyjął formularz.",
                refused: "Serwer nie przyjął formularza:", failed: "Nie udało się połączyć z serwerem.", requiredMarker: "wymagane")
        default:
            LiveFormTexts(
                submit: "Send", choose: "Choose…", accepted: "Done: the server accepted the form.",
                refused: "The server did not accept the form:", failed: "The server could not be reached.", requiredMarker: "required")
        }
    }
}
