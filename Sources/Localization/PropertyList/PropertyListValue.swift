import FormCore

/// A value read from a property list: the plist data model as a recursive enum.
///
/// Dictionaries keep the order of their keys in the file and where each key was written, so a
/// check that runs long after parsing can still point at the line of the offending key.
///
/// ```swift
/// let value = try PropertyListXML.parse(Array("<plist><dict><key>a</key><integer>1</integer></dict></plist>".utf8))
/// value["a"]              // .integer(1)
/// value.dictionaryValue?.entries.first?.keyLocation.description   // "1:20"
/// ```
package enum PropertyListValue: Sendable, Hashable {
    /// `<string>` (and, inside a dictionary, `<key>`) text with entities and CDATA resolved.
    case string(String)
    /// `<integer>`: decimal or `0x` hexadecimal, within the 64-bit signed range.
    case integer(Int64)
    /// `<real>`, including `nan` and `inf`.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case bool(Bool)
    /// `<date>` in the only form property lists write: `2024-05-01T12:00:00Z`.
    case date(PropertyListDate)
    /// `<data>`: the bytes its base64 text encodes.
    case data([UInt8])
    /// `<array>`.
    case array([PropertyListValue])
    /// `<dict>`, keys in file order, with their locations and any overridden duplicates.
    case dictionary(PropertyListDictionary)

    /// The string, if this is a `.string`.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The dictionary, if this is a `.dictionary`.
    public var dictionaryValue: PropertyListDictionary? {
        if case .dictionary(let dictionary) = self { return dictionary }
        return nil
    }

    /// The elements, if this is an `.array`.
    public var arrayValue: [PropertyListValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The value for `key` if this is a dictionary that has it (the last definition wins).
    public subscript(key: String) -> PropertyListValue? {
        dictionaryValue?[key]
    }

    /// The element name that writes this kind of value (`"dict"`, `"string"`, ...), for messages.
    public var elementName: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .real: return "real"
        case .bool(let value): return value ? "true" : "false"
        case .date: return "date"
        case .data: return "data"
        case .array: return "array"
        case .dictionary: return "dict"
        }
    }

    /// Every duplicate key found in this value and the values nested in it, in file order.
    ///
    /// Apple's reader keeps the last definition of a key and forgets the others; these are the
    /// forgotten ones, each with the location of its key.
    public var overriddenKeys: [PropertyListDictionary.Entry] {
        var found: [PropertyListDictionary.Entry] = []
        collectOverriddenKeys(into: &found)
        return found.sorted { $0.keyLocation.offset < $1.keyLocation.offset }
    }

    private func collectOverriddenKeys(into found: inout [PropertyListDictionary.Entry]) {
        switch self {
        case .dictionary(let dictionary):
            found += dictionary.overridden
            for entry in dictionary.overridden { entry.value.collectOverriddenKeys(into: &found) }
            for entry in dictionary.entries { entry.value.collectOverriddenKeys(into: &found) }
        case .array(let elements):
            for element in elements { element.collectOverriddenKeys(into: &found) }
        default:
            break
        }
    }
}
