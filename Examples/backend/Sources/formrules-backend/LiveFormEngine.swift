import FormRules

/// The engine as WebAssembly, for the live form's page: the files of `Web/package/`
/// (`formrules.mjs`, `formrules.wasm`, the address data `addresses.tsv`, and the language parts
/// under `locales/`; the page fetches a part only when a form needs it), served at
/// `/forms/assets/web/…`. With them the page computes field states and problems itself on every
/// edit, without a request, and keeps working when the network is gone; without them (the
/// module not built) it asks `POST /forms/{name}/state` as before. The server still re-validates
/// every submission.
struct LiveFormEngine: Sendable {
    let folder: String

    /// The package in `folder`, if its module has been built.
    init?(folder: String) {
        guard FileSystem.isFile(folder + "/formrules.wasm"), FileSystem.isFile(folder + "/formrules.mjs") else { return nil }
        self.folder = folder
    }

    /// A file of the package by its path below it (`formrules.wasm`, `locales/ru.strings`), with
    /// its media type; nil for any name that is not a plain file name of the package (no `..`,
    /// no hidden files, no other folders).
    func file(_ path: String) -> (contentType: String, bytes: [UInt8])? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard (parts.count == 1 || (parts.count == 2 && parts[0] == "locales")), let name = parts.last,
              let first = name.utf8.first, first != UInt8(ascii: "."),
              name.utf8.allSatisfy({ $0 < 0x80 && ($0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)) })
        else { return nil }
        let full = folder + "/" + path
        guard FileSystem.isFile(full), let input = try? InputFile(path: full), let bytes = try? input.readAll(limit: 16 << 20) else { return nil }
        return (Self.mediaType(of: String(name)), bytes)
    }

    static func mediaType(of name: String) -> String {
        if name.hasSuffix(".wasm") { return "application/wasm" }
        if name.hasSuffix(".mjs") || name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if name.hasSuffix(".json") { return "application/json" }
        if name.hasSuffix(".tsv") { return "text/tab-separated-values; charset=utf-8" }
        return "application/octet-stream"
    }
}
