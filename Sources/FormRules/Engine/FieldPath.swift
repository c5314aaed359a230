import FormCore

/// Dotted field names and their JSON Pointers.
///
/// ```swift
/// FieldPath.pointer(for: "address.stateCode")  // "/address/stateCode"
/// FieldPath.components(of: "address.stateCode") // ["address", "stateCode"]
/// ```
package enum FieldPath {
    public static func components(of name: String) -> [String] {
        name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// The RFC 6901 pointer of a dotted name (`~` and `/` in a component are escaped).
    public static func pointer(for name: String) -> String {
        guard !name.isEmpty else { return "" }
        return pointer(components: components(of: name))
    }

    /// The RFC 6901 pointer of member names from the root: `["utm.source"]` is `/utm.source`,
    /// `[""]` (the empty key) is `/`.
    public static func pointer(components: [String]) -> String {
        components.map { "/" + $0.replacingTildeAndSlash() }.concatenated()
    }
}
