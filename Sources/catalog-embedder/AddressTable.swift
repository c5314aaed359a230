// The address data's table (Resources/Addresses/addresses.tsv, written by
// Scripts/generate-address-data.py) as one string literal of `AddressData`, which the engine
// reads on first use. Every line is checked here, so a damaged table fails the build with its
// line instead of stopping a program that reads it.
//
// With `lazy` (the WebAssembly build) only the list of codes is compiled in: the table is a part
// a page downloads when one of its forms offers a country beyond the US and Australia, and
// `AddressData.install` reads it then. A page of US and Australian forms never pays for it.

/// Writes `AddressData.codes`, `.table` and `.standard` (or, `lazy`, the codes and an
/// installable `standard`) to `output`, or fails with the first bad line of `path`.
func embedAddresses(table path: String, output: String, lazy: Bool) {
    guard let bytes = readFile(path), let text = String(validating: bytes, as: UTF8.self) else {
        fail("\(path): error: cannot be read as UTF-8")
    }
    var inCountry = false
    var codes = ""
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line.isEmpty || line.hasPrefix("#") { continue }
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        let place = "\(path):\(number + 1):1"
        switch fields.first {
        case "C":
            guard fields.count == 9 else { fail("\(place): error: a country line has 9 fields, this has \(fields.count)") }
            guard fields[1].utf8.count == 2, fields[1].utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
                fail("\(place): error: '\(fields[1])' is not a country code (two capital letters)")
            }
            inCountry = true
            codes += fields[1]
        case "R":
            guard inCountry else { fail("\(place): error: a region line before any country line") }
            guard fields.count == 6 else { fail("\(place): error: a region line has 6 fields, this has \(fields.count)") }
            guard !fields[1].isEmpty, !fields[3].isEmpty else { fail("\(place): error: a region needs its key and label code") }
        default:
            fail("\(place): error: a line starts with C (a country) or R (a region), or # (a comment)")
        }
    }
    guard let literal = stringLiteral(bytes) else { fail("\(path): error: cannot be read as UTF-8") }
    let source = """
        // Generated at build time by the EmbedCatalog plugin (catalog-embedder --addresses) from
        // Resources/Addresses/addresses.tsv: edit that (through Scripts/generate-address-data.py), not this.

        extension AddressData {
            /// Every country's code, two capitals each, in the table's order: what a country
            /// code is checked against without reading the whole table.
            static let codes: StaticString = "\(codes)"
        \(lazy ? lazyStandard : "    static let table: StaticString = \(literal)\n" + compiledStandard)
        }

        """
    guard writeFile(output, Array(source.utf8)) else { fail("\(output): error: cannot be written") }
}

/// The compiled-in data, read once on first use.
private let compiledStandard = """
        /// The compiled-in data, read on first use (a `static let` is initialized once, thread-safely).
        static let standard = AddressData(table: table)
    """

/// The WebAssembly build's data: none until the page hands the table in. A page runs the
/// module on one thread, which is what makes the unchecked variable safe.
private let lazyStandard = """
        /// No country until ``install(_:)``: the table is a part of its own (`addresses.tsv`).
        nonisolated(unsafe) static var standard = AddressData()

        /// Reads the table a page downloaded and makes it the data every check reads from then on.
        package static func install(_ bytes: [UInt8]) throws(AddressTableError) {
            standard = try AddressData(bytes: bytes, source: "addresses.tsv")
        }
    """
