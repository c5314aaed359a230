/// Values and nested `{…}` / `(…)` containers (`parsePlistObject`, `parsePlistDict`,
/// `parsePlistArray`), without recursion: a file nested 512 levels deep must not exhaust a
/// thread's stack, so containers in progress live on an explicit stack of frames.
extension StringsParser {
    enum ObjectStart {
        case leaf(StringsValue)
        case open(dictionary: Bool, depth: Int)
        case none
    }

    /// Starts reading a value (`parsePlistObject`): reads strings and data completely, and for
    /// `{` or `(` consumes the opening character and returns `.open`.
    ///
    /// With `requireObject` false, a character that cannot start a value returns `.none` without
    /// a failure; the depth limit fails either way, as in CoreFoundation.
    mutating func parseObjectStart(requireObject: Bool, depth: Int) -> ObjectStart {
        let before = position
        let found = skipSpace()
        if depth > Self.maximumDepth {
            fail(.tooDeeplyNested, at: position, apple: before)
            return .none
        }
        guard found else {
            if requireObject { fail(.unexpectedEndOfFile, at: end) }
            return .none
        }
        lastValueStart = position
        let byte = base[position]
        switch byte {
        case 0x7B:  // {
            position += 1
            return .open(dictionary: true, depth: depth)
        case 0x28:  // (
            position += 1
            return .open(dictionary: false, depth: depth)
        case 0x3C:  // <
            position += 1
            return parseData().map(ObjectStart.leaf) ?? .none
        case 0x22, 0x27:
            position += 1
            return parseQuoted(byte).map { .leaf(.string($0)) } ?? .none
        default:
            if Self.isUnquoted(byte) { return .leaf(.string(parseUnquoted())) }
            if requireObject { fail(.unexpectedCharacter, at: position) }
            return .none
        }
    }

    /// Reads a whole value, containers included; `nil` when it fails (or, with `requireObject`
    /// false, when nothing here can start a value).
    mutating func parseValue(requireObject: Bool, depth: Int) -> StringsValue? {
        switch parseObjectStart(requireObject: requireObject, depth: depth) {
        case .leaf(let value): value
        case .open(let dictionary, let depth): parseContainer(dictionary: dictionary, depth: depth)
        case .none: nil
        }
    }

    private struct Frame {
        var isDictionary: Bool
        var depth: Int
        var dictionary: [String: StringsValue] = [:]
        var array: [StringsValue] = []
        var key = ""
    }

    /// What the frame on top of the stack is given next.
    private enum Step {
        /// Start (or continue after `;` or `,`): read a key or an element.
        case start
        /// The value just read for the pending key, or the next element.
        case value(StringsValue)
        /// The value or element just attempted failed.
        case failure
    }

    /// Reads the rest of a container whose opening `{` or `(` has been consumed.
    mutating func parseContainer(dictionary: Bool, depth: Int) -> StringsValue? {
        var stack = [Frame(isDictionary: dictionary, depth: depth)]
        var step = Step.start
        while let top = stack.indices.last {
            if stack[top].isDictionary {
                step = dictionaryStep(step, &stack, top)
            } else {
                step = arrayStep(step, &stack, top)
            }
        }
        if case .value(let value) = step { return value }
        return nil
    }

    /// One step of `parsePlistDictContent` followed by `parsePlistDict`'s closing `}`.
    private mutating func dictionaryStep(_ step: Step, _ stack: inout [Frame], _ top: Int) -> Step {
        switch step {
        case .start:
            var key: String?
            if skipSpace() { key = parseStringHere() }
            guard let key else {
                // The content ends where no key can start; only now is `}` required.
                clearFailure()
                if skipSpace(), base[position] == 0x7D {
                    position += 1
                    return .value(.dictionary(stack.removeLast().dictionary))
                }
                fail(.expectedDictionaryEnd, at: position)
                stack.removeLast()
                return .failure
            }
            guard skipSpace() else {
                fail(.expectedEqualsOrSemicolon, at: end, .key(key))
                stack.removeLast()
                return .failure
            }
            stack[top].key = key
            switch base[position] {
            case 0x3B:  // ; the shorthand: the value is the key
                return .value(.string(key))
            case 0x3D:  // =
                position += 1
                switch parseObjectStart(requireObject: true, depth: stack[top].depth + 1) {
                case .leaf(let value):
                    return .value(value)
                case .open(let dictionary, let depth):
                    stack.append(Frame(isDictionary: dictionary, depth: depth))
                    return .start
                case .none:
                    stack.removeLast()
                    return .failure
                }
            default:
                fail(.expectedEqualsOrSemicolon, at: position, .key(key))
                stack.removeLast()
                return .failure
            }
        case .value(let value):
            let key = stack[top].key
            stack[top].dictionary[key] = value
            if skipSpace(), base[position] == 0x3B {
                position += 1
                return .start
            }
            fail(.expectedSemicolon, at: position, .valueOf(key))
            stack.removeLast()
            return .failure
        case .failure:
            stack.removeLast()
            return .failure
        }
    }

    /// One step of `parsePlistArray`: a failed or missing element ends the elements, and then
    /// only a `)` decides whether the array as a whole succeeds.
    private mutating func arrayStep(_ step: Step, _ stack: inout [Frame], _ top: Int) -> Step {
        switch step {
        case .start:
            switch parseObjectStart(requireObject: false, depth: stack[top].depth + 1) {
            case .leaf(let value):
                return .value(value)
            case .open(let dictionary, let depth):
                stack.append(Frame(isDictionary: dictionary, depth: depth))
                return .start
            case .none:
                return closeArray(&stack)
            }
        case .value(let value):
            stack[top].array.append(value)
            guard skipSpace() else {
                fail(.expectedArrayEnd, at: end, .arrayComma)
                stack.removeLast()
                return .failure
            }
            if base[position] == 0x2C {
                position += 1
                return .start
            }
            return closeArray(&stack)
        case .failure:
            return closeArray(&stack)
        }
    }

    private mutating func closeArray(_ stack: inout [Frame]) -> Step {
        if skipSpace(), base[position] == 0x29 {
            clearFailure()
            position += 1
            return .value(.array(stack.removeLast().array))
        }
        fail(.expectedArrayEnd, at: position)
        stack.removeLast()
        return .failure
    }
}
