/// A JSON value as a form submission carries it.
///
/// Objects keep their keys in document order and numbers keep their literal text, so a
/// submission read and written back is what the client sent:
///
/// ```swift
/// let value = try JSONReader().read(#"{"id": 12345678901234567890, "price": 0.1}"#)
/// value["id"]?.number?.literal   // "12345678901234567890"
/// value["price"]?.number?.double // 0.1
/// ```
public enum FormValue: Sendable, Hashable {
    case string(String)
    case number(FormNumber)
    case bool(Bool)
    case null
    case array([FormValue])
    case object(FormObject)
}

extension FormValue {
    /// The string, if this is a string.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, if this is a number.
    public var number: FormNumber? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The Boolean, if this is `true` or `false`.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [FormValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object, if this is an object.
    public var object: FormObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The member named `key`, if this is an object that has one.
    public subscript(key: String) -> FormValue? {
        object?[key]
    }

    /// The JSON type's name as error messages say it: `string`, `number`, `boolean`, `null`,
    /// `array` or `object`.
    public var typeName: String {
        switch self {
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension FormValue {
    /// A number value from an `Int`: `FormValue(count)` for `.number(FormNumber(count))`.
    public init(_ value: Int) { self = .number(FormNumber(value)) }
    /// A number value from a `Double` (its shortest literal).
    public init(_ value: Double) { self = .number(FormNumber(value)) }
    /// A text value.
    public init(_ value: String) { self = .string(value) }
    /// A Boolean value.
    public init(_ value: Bool) { self = .bool(value) }
}

extension FormValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(integerLiteral value: Int) { self = .number(FormNumber(value)) }
    public init(floatLiteral value: Double) { self = .number(FormNumber(value)) }
    public init(arrayLiteral elements: FormValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, FormValue)...) {
        self = .object(FormObject(elements))
    }
}
