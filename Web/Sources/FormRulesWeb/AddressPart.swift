import FormCore
import FormRules
import Localization

/// The address data as a part of its own: the countries, regions and postal-code patterns of
/// `Web/package/addresses.tsv` and the English names of `Web/package/locales/en.names`. The
/// module is built with the country codes alone, so a page whose forms offer only the US and
/// Australia (whose tables are the engine's own) never downloads it; a form offering any other
/// country is refused until the page hands the part in (`formrules_add_addresses`). Another
/// language's names (`locales/<tag>.names`) come with the data, for the languages the page uses
/// (`formrules_add_names`).
enum AddressPart {
    /// The names of countries and regions, English first, read with the built-in tables as if
    /// built in.
    nonisolated(unsafe) private(set) static var names: [CatalogFile] = []

    /// Whether `form` can run with the data the module has.
    static func covers(_ form: CompiledForm) -> Bool {
        AddressData.hasData(for: form.spec.offeredCountries)
    }

    /// Reads the table and the names and makes them the data every form checks against from
    /// then on; refused, with the line, when either cannot be read, and then nothing changes.
    static func add(table: [UInt8], names: [UInt8]) throws(WebError) {
        let file = try namesFile(nil, names)
        do {
            try AddressData.install(table)
        } catch {
            throw WebError("the address data cannot be read: \(error.description)")
        }
        self.names.removeAll { $0.locale == nil }
        self.names.insert(file, at: 0)
    }

    /// Adds (or replaces) one language's names of countries and regions.
    static func addNames(_ tag: LanguageTag, _ bytes: [UInt8]) throws(WebError) {
        let file = try namesFile(tag, bytes)
        names.removeAll { $0.locale == tag }
        names.append(file)
    }

    /// A table of names, named as in `Resources/` so that diagnostics name the same file as the
    /// native build's; refused when it cannot be read.
    private static func namesFile(_ tag: LanguageTag?, _ bytes: [UInt8]) throws(WebError) -> CatalogFile {
        let language = tag?.description ?? "en"
        let file = CatalogFile(path: "Resources/Addresses/\(language).names", locale: tag, kind: .strings, bytes: bytes)
        try LocalePart.checkReadable([file], "the names of countries and regions in '\(language)'")
        return file
    }
}
