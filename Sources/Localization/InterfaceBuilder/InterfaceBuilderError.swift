package import FormCore

/// Why an Interface Builder file (`.storyboard`, `.xib`) cannot be read: what, and where.
///
/// ```
/// Main.storyboard:12:9: expected '</label>' to close '<label>' (line 11), found '</view>'
/// Old.xib:2:1: 'Old.xib' is an old-format Interface Builder archive ('<archive>'); open it in Xcode and save it as a current document
/// ```
package struct InterfaceBuilderError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    /// The line and column of the problem, when there is one place to point at.
    package var location: SourceLocation?

    package init(message: String, location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }

    /// `file:line:column: message`, or the message alone without a location.
    package var description: String {
        if let location { return "\(location): \(message)" }
        return message
    }
}
