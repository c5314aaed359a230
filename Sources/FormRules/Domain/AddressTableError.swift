/// Why a table of address data handed in at run time cannot be read: the line and what is wrong
/// with it. The WebAssembly build reads the table a page downloads (`formrules_add_addresses`);
/// a damaged download is refused with this instead of stopping the page's engine.
///
/// ```swift
/// do { _ = try AddressData(bytes: Array("C\tCA\n".utf8), source: "addresses.tsv") }
/// catch { print(error) }   // addresses.tsv:1: a country line has 9 fields, this one has 2
/// ```
package struct AddressTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The table's name as messages show it (`addresses.tsv`).
    package let source: String
    /// 1-based.
    package let line: Int
    /// What is wrong with the line.
    package let problem: String

    package var description: String { "\(source):\(line): \(problem)" }
}
