/// A value in a `.strings` file: what Apple's parser returns for it.
///
/// Almost every value is a string, but the old-style property list grammar also accepts nested
/// dictionaries, arrays and hexadecimal data, and Apple's parser keeps them:
///
/// ```
/// "greeting" = "Hello";           // .string("Hello")
/// "sizes" = (small, large);       // .array([.string("small"), .string("large")])
/// "limits" = { max = 10; };       // .dictionary(["max": .string("10")])
/// "magic" = <0fab>;               // .data([0x0F, 0xAB])
/// ```
///
/// Unquoted words such as `10` or `1.5` stay strings: the grammar has no numbers.
public enum StringsValue: Sendable, Hashable {
    /// A quoted or unquoted string.
    case string(String)
    /// A `{ key = value; … }` dictionary; duplicate keys keep the last value, as Apple does.
    case dictionary([String: StringsValue])
    /// A `( value, … )` array.
    case array([StringsValue])
    /// `<hex digits>` data.
    case data([UInt8])

    /// The string, or `nil` for dictionaries, arrays and data.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The name of the kind of value, for messages: `string`, `dictionary`, `array` or `data`.
    public var kind: String {
        switch self {
        case .string: "string"
        case .dictionary: "dictionary"
        case .array: "array"
        case .data: "data"
        }
    }
}
