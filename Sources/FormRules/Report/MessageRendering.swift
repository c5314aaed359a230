/// Turns a message key and its arguments into text in one language.
///
/// Reports hold keys and arguments; a renderer is needed only to show them. The Localization
/// catalog renders through ``CatalogMessages``; ``MessageKeysOnly`` shows the keys themselves
/// (for tests and tools without translations).
public protocol MessageRendering: Sendable {
    /// The message for `key` with `arguments` (labels among them still keys, to localize too).
    func message(_ key: String, arguments: [MessageArgument]) -> String
}

/// Shows `key(argument, argument)`: what a report says without any translations loaded.
public struct MessageKeysOnly: MessageRendering {
    public init() {}

    public func message(_ key: String, arguments: [MessageArgument]) -> String {
        arguments.isEmpty ? key : key + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    }
}

extension Issue {
    /// The issue's message, rendered.
    public func message(using renderer: some MessageRendering) -> String {
        renderer.message(messageKey, arguments: arguments)
    }
}
