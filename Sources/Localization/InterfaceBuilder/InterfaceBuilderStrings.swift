package import FormCore

/// The localizable development text of an Interface Builder file (`.storyboard`, `.xib`), keyed
/// and commented as `ibtool --generate-strings-file` writes it.
///
/// Each localizable property of each object with an ID gives one entry, keyed
/// `<objectID>.<property>`; which element and attribute hold which property, per class, is the
/// table in ``InterfaceBuilderProperties``. Empty texts give no entry, as with ibtool.
///
/// ```swift
/// let strings = try InterfaceBuilderStrings(bytes: Array(storyboard.utf8), file: "Main.storyboard")
/// for entry in strings.entries { print("/* \(entry.comment) */\n\"\(entry.key)\" = ...") }
/// // /* Class = "UILabel"; text = "Hello"; ObjectID = "jdA-wE-Hkh"; */
/// // "jdA-wE-Hkh.text" = ...
/// // /* Class = "UIButton"; normalTitle = "Tap"; ObjectID = "x5K-aa-bbb"; */
/// // "x5K-aa-bbb.normalTitle" = ...
/// ```
package struct InterfaceBuilderStrings: Sendable {
    package struct Entry: Sendable, Hashable {
        /// `jdA-wE-Hkh.text`
        package var key: String
        package var value: String
        /// ibtool's comment: `Class = "UILabel"; text = "Hello"; ObjectID = "jdA-wE-Hkh";`, with
        /// ` Note = "..."` when the object has a comment for localizers.
        package var comment: String
        /// Where the element that holds the text starts.
        package var location: SourceLocation

        package init(key: String, value: String, comment: String, location: SourceLocation) {
            self.key = key
            self.value = value
            self.comment = comment
            self.location = location
        }
    }

    /// Entries in document order, one per key (the first object to claim a key keeps it).
    package var entries: [Entry]

    /// The entries in the order ibtool writes a fresh table: sorted by key.
    ///
    /// The tables Xcode generates list keys by object ID, not by position in the document.
    package var entriesSortedByKey: [Entry] {
        entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// Reads a storyboard or xib.
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 XML.
    ///   - file: The path to name in locations and errors.
    /// - Throws: ``InterfaceBuilderError`` when the XML is not well formed (with the line and
    ///   column of the first problem) or is not an Interface Builder document.
    package init(bytes: [UInt8], file: String) throws(InterfaceBuilderError) {
        var tree = XMLElementTree(bytes: bytes, file: file)
        let root: XMLElementTree.Element
        do {
            root = try tree.parseDocument()
        } catch {
            throw InterfaceBuilderError(message: error.message, location: error.location)
        }
        let platform = try Self.platform(of: root, tree: tree)
        var collector = Collector(tree: tree, platform: platform)
        collector.visit(root)
        entries = collector.entries
    }

    private static func platform(
        of root: XMLElementTree.Element, tree: XMLElementTree
    ) throws(InterfaceBuilderError) -> InterfaceBuilderProperties.Platform {
        guard root.name == "document" else {
            let message = root.name == "archive"
                ? "'<archive>' is the old Interface Builder file format, which is not read here; open the file in Xcode and save it to convert it to a '<document>'"
                : "the root element is '<\(root.name)>', not '<document>': this is not an Interface Builder document"
            throw InterfaceBuilderError(message: message, location: tree.location(of: root.offset))
        }
        // `MacOSX.Cocoa` for AppKit; `iOS.CocoaTouch`, `AppleTV` and the rest are UIKit.
        if let runtime = root.attribute("targetRuntime") {
            return runtime.hasPrefix("MacOSX") ? .appKit : .uiKit
        }
        let type = root.attribute("type") ?? ""
        return text(type, contains: ".Cocoa.") ? .appKit : .uiKit
    }
}

/// Walks the element tree in document order and gathers the entries.
private struct Collector {
    typealias Element = XMLElementTree.Element

    let tree: XMLElementTree
    let classes: [String: InterfaceBuilderClass]
    let common: [InterfaceBuilderProperty]
    let platform: InterfaceBuilderProperties.Platform
    var entries: [InterfaceBuilderStrings.Entry] = []
    var keys: Set<String> = []

    init(tree: XMLElementTree, platform: InterfaceBuilderProperties.Platform) {
        self.tree = tree
        self.platform = platform
        classes = InterfaceBuilderProperties.classes(for: platform)
        common = InterfaceBuilderProperties.common(for: platform)
    }

    mutating func visit(_ element: Element) {
        if let id = element.attribute("id") { collect(element, id: id) }
        for child in element.elements { visit(child) }
    }

    private mutating func collect(_ element: Element, id: String) {
        let known = classes[element.name]
        var properties = known?.properties ?? []
        // A class that names an attribute itself (a menu item's `toolTip`) overrides the
        // shadowed property every view has.
        for property in common {
            if case .attribute(let attribute) = property.source, properties.contains(where: { $0.reads(attribute: attribute) }) {
                continue
            }
            properties.append(property)
        }
        var found: [(property: String, text: Text, indexed: Bool)] = []
        for property in properties {
            let indexed = if case .list = property.source { true } else { false }
            found += values(of: property, in: element).map { ($0.property, $0.text, indexed) }
        }
        guard !found.isEmpty else { return }
        let className = known?.className ?? InterfaceBuilderProperties.derivedClassName(element: element.name, platform: platform)
        let note = Self.note(of: element)
        for (property, text, indexed) in found where !text.value.isEmpty {
            let key = "\(id).\(property)"
            guard keys.insert(key).inserted else { continue }
            // ibtool names an indexed property by its whole key in the comment:
            // `Class = "NSSegmentedCell"; 979.ibShadowedLabels[0] = "Address Book"; ObjectID = "979";`
            var comment = "Class = \"\(className)\"; \(indexed ? key : property) = \"\(Self.escaped(text.value))\"; ObjectID = \"\(id)\";"
            if let note, !note.isEmpty { comment += " Note = \"\(Self.escaped(note))\";" }
            entries.append(.init(key: key, value: text.value, comment: comment, location: tree.location(of: text.offset)))
        }
    }

    /// A text and the offset of the element that holds it.
    struct Text {
        var value: String
        var offset: Int
    }

    private func values(of property: InterfaceBuilderProperty, in element: Element) -> [(property: String, text: Text)] {
        switch property.source {
        case .attribute(let attribute):
            return Self.text(attribute, of: element).map { [(property.name, $0)] } ?? []
        case .keyedChild(let key, let attribute):
            guard let child = element.elements.first(where: { $0.attribute("key") == key }) else { return [] }
            return Self.text(attribute, of: child).map { [(property.name, $0)] } ?? []
        case .perKey(let name, let attribute, let suffix):
            return element.elements.compactMap { child in
                guard child.name == name, let key = child.attribute("key"), let text = Self.text(attribute, of: child) else { return nil }
                return (key + suffix, text)
            }
        case .list(let container, let item, let attribute):
            guard let list = element.elements.first(where: { $0.name == container }) else { return [] }
            // The index counts every item, so an empty one still takes its place.
            return list.elements.filter { $0.name == item }.enumerated().compactMap { index, child in
                let text = attribute.map { Self.text($0, of: child) } ?? Text(value: Self.content(of: child), offset: child.offset)
                return text.map { ("\(property.name)[\(index)]", $0) }
            }
        }
    }

    /// The attribute's value, or the text of a `<string key="...">` child, which Xcode writes
    /// when the text has line breaks.
    private static func text(_ attribute: String, of element: Element) -> Text? {
        if let value = element.attribute(attribute) { return Text(value: value, offset: element.offset) }
        guard let child = element.elements.first(where: { $0.name == "string" && $0.attribute("key") == attribute }) else { return nil }
        return Text(value: content(of: child), offset: child.offset)
    }

    private static func content(of element: Element) -> String {
        var text = ""
        for case .text(let part) in element.children { text += part }
        return text
    }

    /// The "Comment for Localizer" of the object: an attributed string of fragments.
    private static func note(of element: Element) -> String? {
        guard let comments = element.elements.first(where: { $0.attribute("key") == "userComments" }) else { return nil }
        if comments.name == "string" { return content(of: comments) }
        return comments.elements.filter { $0.name == "fragment" }.compactMap { text("content", of: $0)?.value }.joined()
    }

    /// Quotes a text as ibtool does inside its comment, the way a `.strings` value is escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
