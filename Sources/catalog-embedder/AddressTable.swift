// The address data's table (Resources/Addresses/addresses.tsv, written by
// Scripts/generate-address-data.py) as one string literal of `AddressData`, which the engine
// reads on first use. Every line is checked here, so a damaged table fails the build with its
// line instead of stopping a program that reads it.

/// Writes `AddressData.table` to `output`, or fails with the first bad line of `path`.
func embedAddresses(table path: String, output: String) {
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
            static let table: StaticString = \(literal)
        }

        """
    guard writeFile(output, Array(source.utf8)) else { fail("\(output): error: cannot be written") }
}
