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
        arguments.isEmpty ? key : key + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    }
}

extension ValidationIssue {
    /// The issue's message, rendered.
    public func message(using renderer: some MessageRendering) -> String {
        renderer.message(messageKey, arguments: arguments)
    }
}
