/// Where a value sits in a String Catalog, written as in `strings["Cancel"].localizations.fr`.
///
/// Keys of `strings` (the localized strings' keys, arbitrary text) are always in brackets; other
/// object keys are dotted when they are simple names (`localizations.zh-Hans`, `plural.one`).
package struct StringCatalogKeyPath: Sendable, Hashable, CustomStringConvertible {
    /// One step: an object key or an array index.
    package enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps from the document's root.
    package var components: [Component]

    package init(_ components: [Component] = []) {
        self.components = components
    }

    /// The path with one more step.
    package func appending(_ component: Component) -> StringCatalogKeyPath {
        StringCatalogKeyPath(components + [component])
    }

    /// `strings["a"].localizations.fr`; the root is written `(root)`.
    package var description: String {
        guard !components.isEmpty else { return "(root)" }
        var text = ""
        for (position, component) in components.enumerated() {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                let isStringsKey = position == 1 && components[0] == .key("strings")
                if !isStringsKey, Self.isSimpleName(key) {
                    text += position == 0 ? key : "." + key
                } else {
                    text += "[" + Self.quoted(key) + "]"
                }
            }
        }
        return text
    }

    private static func isSimpleName(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
    }

    private static func quoted(_ key: String) -> String {
        var text = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    text += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}
