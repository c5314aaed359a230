// Build tool of the EmbedCatalog plugin: turns translation files into Swift source that the
// FormRules library compiles (`Catalog.builtIn`).
//
//     catalog-embedder [--whole] OUTPUT.swift PACKAGE-ROOT FILE...
//     catalog-embedder --addresses [--lazy] OUTPUT.swift Resources/Addresses/addresses.tsv
//
// Each file's bytes become string literals (a byte array when the file is not UTF-8): the
// compiler stores them as they are, and a program that never shows a message pays nothing for
// them. A table is cut into one piece per key (see KeySplit), so that a program can read only
// the keys it shows; with --whole each file is one literal (the WebAssembly build: building the
// array of pieces is code, about 15 bytes of it per key, and a page reads whole tables anyway). The files are loaded here first, so a table that cannot be read fails the
// build with its place instead of shipping a catalog that silently lacks it (what is merely
// questionable in a table, a duplicate key, is `form-check strings lint`'s to report).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FormCore
import Localization

if CommandLine.arguments.dropFirst().first == "--addresses" {
    let lazy = CommandLine.arguments.dropFirst(2).first == "--lazy"
    let rest = Array(CommandLine.arguments.dropFirst(lazy ? 3 : 2))
    guard rest.count == 2 else { fail("usage: catalog-embedder --addresses [--lazy] OUTPUT.swift addresses.tsv") }
    embedAddresses(table: rest[1], output: rest[0], lazy: lazy)
    exit(0)
}

let whole = CommandLine.arguments.dropFirst().first == "--whole"
let arguments = whole ? [CommandLine.arguments[0]] + CommandLine.arguments.dropFirst(2) : CommandLine.arguments
guard arguments.count >= 3 else {
    fail("usage: catalog-embedder [--whole] OUTPUT.swift PACKAGE-ROOT FILE...")
}
let output = arguments[1]
let root = arguments[2].hasSuffix("/") ? arguments[2] : arguments[2] + "/"
var sources: [EmbeddedSource] = []
for path in arguments.dropFirst(3) {
    // A table of names (Addresses/<tag>.names) is written in .strings syntax.
    guard let kind = path.hasSuffix(".names") ? .strings : CatalogFile.Kind(fileName: path), kind == .strings || kind == .stringsDict else {
        fail("\(path): error: not a .strings or .stringsdict file")
    }
    guard let bytes = readFile(path) else { fail("\(path): error: cannot be read") }
    // The locale is the `.lproj` folder's; the top-level tables are the development language's.
    let components = path.split(separator: "/")
    var locale: String?
    if components.count >= 2, case .language(let tag)? = try? LocalizationFolder(folderName: String(components[components.count - 2])) {
        locale = tag.description
    } else if components.count >= 2, components[components.count - 2] == "Addresses", let name = components.last {
        // A table of names, Addresses/<tag>.names: the development language's is en.names.
        let stem = String(name.dropLast(".names".count))
        guard let tag = try? LanguageTag(stem) else { fail("\(path): error: '\(stem)' is not a language tag") }
        locale = stem == "en" ? nil : tag.description
    }
    let shown = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : String(components.last ?? "")
    sources.append(EmbeddedSource(absolutePath: path, shownPath: shown, locale: locale, kind: kind, bytes: bytes))
}

let catalog = Catalog(files: sources.map {
    CatalogFile(path: $0.absolutePath, locale: $0.locale.flatMap { try? LanguageTag($0) }, kind: $0.kind, bytes: $0.bytes)
})
let errors = catalog.diagnostics.filter { $0.code == .unreadableFile }
for error in errors {
    let place = error.location.map(\.description) ?? "Resources"
    writeError("\(place): error: \(error.message)\n")
}
if !errors.isEmpty { exit(1) }

var text = """
    import Localization

    // Generated at build time by the EmbedCatalog plugin (catalog-embedder) from the files named
    // below: edit those, not this.

    extension BuiltInCatalog {
        static let files: [EmbeddedCatalogFile] = [

    """
for source in sources {
    let locale = source.locale.map { "\"\($0)\"" } ?? "nil"
    let path = stringLiteral(Array(source.shownPath.utf8)) ?? "\"\""
    let start = "        EmbeddedCatalogFile(path: \(path), locale: \(locale), kind: .\(source.kind.rawValue), "
    // Only the tables messages come from are cut: a table of names (Addresses.strings, 1,568
    // keys in each of 27 languages) would be 42,000 array elements, more than the compiler
    // type-checks in reasonable memory. Such a table is one literal, read only when a key of
    // its families (`country.…`, `region.…`) is asked for.
    let isMessages = !source.shownPath.contains("Addresses/")
    let split = KeySplit(source)
    if !isMessages, let split, let literal = stringLiteral(source.bytes) {
        let families = Set(split.entries.map { entry in String(entry.key.prefix { $0 != "." }) }).sorted()
        text += start + "text: " + literal + ", families: [" + families.map { "\"\($0)\"" }.joined(separator: ", ") + "]),\n"
    } else if !whole, let split, let head = stringLiteral(split.head), let tail = stringLiteral(split.tail),
       case let entries = split.entries.compactMap({ entry in stringLiteral(entry.bytes).map { (entry.key, $0) } }),
       entries.count == split.entries.count {
        text += start + "head: \(head), entries: [\n"
        for (key, literal) in entries {
            text += "            .init(key: \(stringLiteral(Array(key.utf8)) ?? "\"\""), text: \(literal)),\n"
        }
        text += "        ], tail: \(tail)),\n"
    } else if let literal = stringLiteral(source.bytes) {
        text += start + "text: " + literal + "),\n"
    } else {
        text += start + "bytes: [" + source.bytes.map { String($0) }.joined(separator: ",") + "]),\n"
    }
}
text += "    ]\n}\n"
guard writeFile(output, Array(text.utf8)) else { fail("\(output): error: cannot be written") }

struct EmbeddedSource {
    var absolutePath: String
    var shownPath: String
    var locale: String?
    var kind: CatalogFile.Kind
    var bytes: [UInt8]
}

/// A Swift string literal whose UTF-8 is exactly `bytes`, or `nil` when they are not UTF-8.
func stringLiteral(_ bytes: [UInt8]) -> String? {
    guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": literal += "\\\\"
        case "\"": literal += "\\\""
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            literal += "\\u{" + String(scalar.value, radix: 16) + "}"
        default: literal.unicodeScalars.append(scalar)
        }
    }
    return literal + "\""
}

func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        bytes += chunk[0..<count]
        if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
    }
}

/// Writes `bytes` to `path`, leaving the file untouched when it already holds them: the build
/// reruns this step whenever the tool is relinked (`swift build` and `swift test` link it
/// differently), and an output rewritten with the same text would recompile the library.
func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
    if readFile(path) == bytes { return true }
    guard let file = fopen(path, "wb") else { return false }
    let written = fwrite(bytes, 1, bytes.count, file)
    return fclose(file) == 0 && written == bytes.count
}

func writeError(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    writeError(message + "\n")
    exit(1)
}
