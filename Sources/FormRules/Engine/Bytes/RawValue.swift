/// A field's value as found in a submission's JSON text: its kind and where its bytes are.
///
/// All zero bytes is an absent value, so a submission's values are cleared with one fill.
struct RawValue: Sendable {
    typealias Kind = ValueKind

    var kind = Kind.absent
    var inArena = false
    var hasNonASCII = false
    /// The string's content (unescaped) or the number's literal: its first byte and length, in
    /// the input or, for a string that had escapes, in the scratch arena.
    var start = 0
    var count = 0

    var isASCII: Bool { !hasNonASCII }

    var isAbsent: Bool { kind == .absent }
    var isString: Bool { kind == .string }
}

/// The bytes values point into while one submission is checked: the input, and the arena
/// holding strings that had escapes.
struct RawText {
    let input: UnsafeBufferPointer<UInt8>
    let arena: UnsafeBufferPointer<UInt8>

    /// A value's bytes. Read for every field of every submission, so built from the base
    /// address directly: slicing and rebasing checked the range on every read.
    @inline(__always)
    func bytes(_ value: RawValue) -> UnsafeBufferPointer<UInt8> {
        let base = value.inArena ? arena.baseAddress : input.baseAddress
        return UnsafeBufferPointer(start: base.map { $0 + value.start }, count: value.count)
    }

    /// Whether a value is empty: null, or a string of white space only.
    @inline(__always)
    func isBlank(_ value: RawValue) -> Bool {
        switch value.kind {
        case .null: true
        case .string: TextEdges.isBlank(utf8: bytes(value))
        default: false
        }
    }

    /// The value as a `FormValue`, for the rare comparisons that need one (conditions with a
    /// value, `const`, non-ASCII equality).
    func formValue(_ value: RawValue) -> FormValue? {
        switch value.kind {
        case .absent, .container, .array: nil
        case .null: .null
        case .falseValue: .bool(false)
        case .trueValue: .bool(true)
        case .number: .number(number(value))
        case .string: .string(String(decoding: bytes(value), as: UTF8.self))
        }
    }

    /// A number value as a `FormNumber` (its literal was checked while scanning).
    func number(_ value: RawValue) -> FormNumber {
        let literal = bytes(value)
        return FormNumber(
            uncheckedLiteral: String(decoding: literal, as: UTF8.self),
            double: JSONNumberScanner.value(of: literal, from: 0, to: literal.count))
    }
}
