/// An argument of a message: a value shown as is, or a message key shown in the reader's language.
///
/// Messages stay keys plus arguments until they are shown, so one report renders in any locale.
public enum MessageArgument: Sendable, Hashable, CustomStringConvertible {
    /// Text shown as is (a submitted value, a date).
    case text(String)
    /// A whole number (formatted by `%d`/`%lld`; it also selects plural forms).
    case integer(Int)
    /// A number with a fraction (`%@` shows its shortest form, with the reader's decimal
    /// separator: `1.5` in English, `1,5` in Russian).
    case number(Double)
    /// A height, shown in feet and inches with the centimetres after them in the reader's
    /// language (`3′ 0″ (91 cm)`, `3′ 0″ (91 см)`), through the keys `height.centimetres` and
    /// `height.both`. Both parts parse back with ``Height/init(_:)``.
    case height(Height)
    /// A message key, shown localized: a field label (`field.firstName`), an option
    /// (`option.gender.female`), a region (`region.AU-NSW`).
    case key(String)
    /// Several arguments shown as a list (the fields of a group).
    case list([MessageArgument])

    public var description: String {
        switch self {
        case .text(let text): text
        case .integer(let value): String(value)
        case .number(let value): FormNumber(value).literal
        case .height(let height): height.imperialLabel
        case .key(let key): key
        case .list(let items): items.map { $0.description }.joined(separator: ", ")
        }
    }
}
