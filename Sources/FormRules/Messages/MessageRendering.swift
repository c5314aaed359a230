/// Turns a message key and its arguments into text in one language.
///
/// Reports hold keys and arguments; a renderer is needed only to show them. The Localization
/// catalog renders through ``CatalogMessages``; ``MessageKeysOnly`` shows the keys themselves
/// (for tests and tools without translations).
public protocol MessageRendering: Sendable {
    /// The message for `key` with `arguments` (labels among them still keys, to localize too).
    func message(_ key: String, arguments: [MessageArgument]) -> String

    /// The keys this renderer has no text for among `key` and the keys of its arguments (a
    /// label, an option): what ``message(_:arguments:)`` shows as the key itself. Reports in JSON
    /// list them (`missingMessageKeys`) so that a raw key is never shown silently.
    ///
    /// ```swift
    /// messages.missingKeys("rule.required", arguments: [.key("field.nickname")])   // ["field.nickname"]
    /// ```
    func missingKeys(_ key: String, arguments: [MessageArgument]) -> [String]
}

extension MessageRendering {
    /// None: a renderer that shows keys on purpose (``MessageKeysOnly``) misses nothing.
    public func missingKeys(_ key: String, arguments: [MessageArgument]) -> [String] { [] }
}

/// Shows `key(argument, argument)`: what a report says without any translations loaded.
public struct MessageKeysOnly: MessageRendering {
    public init() {}

    public func message(_ key: String, arguments: [MessageArgument]) -> String {
        arguments.isEmpty ? key : key + "(" + arguments.map { $0.description }.joined(separator: ", ") + ")"
    }
}

extension ValidationIssue {
    /// The message key that puts an item's name before a problem inside it: `"%1$@: %2$@"`.
    public static let itemProblemKey = "list.itemProblem"

    /// The issue's message, rendered; inside a list's item, after the item's name, in the
    /// catalog's words for both ("Jumper 3: Name is required."), or, when the item is the
    /// value itself, with the item's name as the field's ("Park 2 must be a name or…").
    public func message(using renderer: some MessageRendering) -> String {
        var arguments = self.arguments
        var items = enclosingItems[...]
        // A list of single values: the item's name is the value's ("Park 2 must be…").
        if let innermost = items.last, innermost.namesTheValue, !arguments.isEmpty {
            arguments[0] = .text(renderer.message(innermost.labelKey, arguments: [.integer(innermost.number)]))
            items.removeLast()
        }
        var text = renderer.message(messageKey, arguments: arguments)
        for item in items.reversed() {
            let name = renderer.message(item.labelKey, arguments: [.integer(item.number)])
            text = renderer.message(Self.itemProblemKey, arguments: [.text(name), .text(text)])
        }
        return text
    }

    /// The keys `renderer` has no text for among this issue's message, its arguments and its
    /// items' names.
    public func missingKeys(using renderer: some MessageRendering) -> [String] {
        var missing = renderer.missingKeys(messageKey, arguments: arguments)
        for item in enclosingItems {
            for key in renderer.missingKeys(Self.itemProblemKey, arguments: [.key(item.labelKey)]) where !missing.contains(key) {
                missing.append(key)
            }
        }
        return missing
    }
}
