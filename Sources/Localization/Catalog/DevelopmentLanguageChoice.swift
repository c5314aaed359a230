import FormCore

/// Which language a catalog's other languages are compared with, and why: translators must
/// see this first, because a wrong choice turns every key of every translation into a false
/// "stale" finding.
///
/// ```swift
/// let choice = DevelopmentLanguageChoice.infer(path: "App/Resources")
/// print(choice)   // "development language: en-US (inferred: the largest table, 412 keys; en has 3)"
/// let catalog = try Catalog(contentsOf: "App/Resources", developmentLanguage: choice.language)
/// ```
package struct DevelopmentLanguageChoice: Sendable, Hashable, CustomStringConvertible {
    /// Why the language was chosen.
    public enum Reason: Sendable, Hashable {
        /// Given by the user (`--development-language`).
        case given
        /// A String Catalog's `sourceLanguage`.
        case stringCatalog(file: String)
        /// An Xcode project's `developmentRegion`.
        case xcodeProject(file: String)
        /// A Swift package's `defaultLocalization`.
        case packageManifest(file: String)
        /// The locale with the most keys, where English is absent or lags far behind.
        case largestTable(keys: Int, englishKeys: Int?)
        /// English, the default, with a table at least as large as half the largest one.
        case english
    }

    public var language: LanguageTag
    public var reason: Reason
    /// Why the choice may still be wrong, each with the setting that changes it (an empty or
    /// lagging table of the chosen language).
    public var doubts: [String]

    public var description: String {
        var text = "development language: \(language) ("
        switch reason {
        case .given: text += "given with --development-language"
        case .stringCatalog(let file): text += "the sourceLanguage of \(file)"
        case .xcodeProject(let file): text += "the developmentRegion of \(file)"
        case .packageManifest(let file): text += "the defaultLocalization of \(file)"
        case .largestTable(let keys, let english):
            text += "inferred: the largest table, \(keys) keys; " + (english.map { "en has \($0)" } ?? "there is no en table")
        case .english: text += "the default where the project declares none, and there is an en table"
        }
        text += "; --development-language changes it)"
        return text
    }

    /// A table this much smaller than the largest one is "lagging": the source of truth
    /// is probably elsewhere.
    static let laggingRatio = 0.5

    /// Chooses the development language of the tables at `path` when the user gave none, what
    /// the project declares first: a String Catalog's `sourceLanguage`, else an Xcode project's
    /// `developmentRegion` or a Swift package's `defaultLocalization` (in `path` or up to three
    /// folders above it), else English when there is an English table (the largest English one:
    /// a platform's `en-US` source beside a lagging `en`), else the locale with the largest table.
    ///
    /// An English table that is nearly empty is still chosen: its text lives in code
    /// (`NSLocalizedString` with `value:`), and coverage takes the translations' keys as the key
    /// set (see ``Catalog/stringsLiveInCode``) rather than calling every key stale.
    ///
    /// - Parameter catalog: The tables at `path`, as read with the default development language.
    public static func infer(path: String, catalog: Catalog) -> DevelopmentLanguageChoice {
        let counts = catalog.tables.mapValues(\.count)
        var choice: DevelopmentLanguageChoice
        if let source = catalog.stringCatalogs.first, let tag = try? LanguageTag(source.sourceLanguage) {
            choice = DevelopmentLanguageChoice(language: tag, reason: .stringCatalog(file: source.entries.first?.location.file ?? path), doubts: [])
        } else if let (file, region) = XcodeProjectRegion.find(near: path) {
            choice = DevelopmentLanguageChoice(language: region, reason: .xcodeProject(file: file), doubts: [])
        } else if let (file, region) = PackageManifestLocalization.find(near: path) {
            choice = DevelopmentLanguageChoice(language: region, reason: .packageManifest(file: file), doubts: [])
        } else if let english = largestTable(counts.filter { $0.key.language == "en" }) {
            let plain = counts[LanguageTag.english]
            if english.key == .english || plain == nil {
                choice = DevelopmentLanguageChoice(language: english.key, reason: .english, doubts: [])
            } else {
                choice = DevelopmentLanguageChoice(
                    language: english.key, reason: .largestTable(keys: english.value, englishKeys: plain), doubts: [])
            }
        } else if let largest = largestTable(counts), largest.value > 0 {
            choice = DevelopmentLanguageChoice(language: largest.key, reason: .largestTable(keys: largest.value, englishKeys: nil), doubts: [])
        } else {
            choice = DevelopmentLanguageChoice(language: .english, reason: .english, doubts: [])
        }
        choice.doubts = doubts(about: choice.language, counts: counts)
        return choice
    }

    /// The user's own choice, with the same doubts.
    public static func given(_ language: LanguageTag, catalog: Catalog) -> DevelopmentLanguageChoice {
        DevelopmentLanguageChoice(language: language, reason: .given, doubts: doubts(about: language, counts: catalog.tables.mapValues(\.count)))
    }

    /// The locale with the most keys; among equals an English one (a platform's `en-US`
    /// source beside its translations), then the first by name.
    private static func largestTable(_ counts: [LanguageTag: Int]) -> (key: LanguageTag, value: Int)? {
        guard let most = counts.values.max() else { return nil }
        let tied = counts.filter { $0.value == most }.keys.sorted { $0.description < $1.description }
        let chosen = tied.first { $0.language == "en" } ?? tied[0]
        return (chosen, most)
    }

    private static func doubts(about language: LanguageTag, counts: [LanguageTag: Int]) -> [String] {
        let own = counts[language] ?? 0
        let largest = largestTable(counts.filter { $0.key != language })
        guard let largest, largest.value > 0 else { return [] }
        if Catalog.isNearlyEmpty(own, largestOther: largest.value) {
            return ["\(language)'s table has \(own) key\(own == 1 ? "" : "s") while \(largest.key) has \(largest.value): its text lives in code "
                + "(NSLocalizedString with value:), so the translations' keys are the key set and none is called stale; "
                + "if \(largest.key) is the source instead, give --development-language \(largest.key)"]
        }
        if Double(own) < Double(largest.value) * laggingRatio {
            return ["\(language)'s table has \(own) keys, \(largest.key)'s \(largest.value): if \(language) lags behind the source "
                + "of the translations (a platform exporting \(largest.key)), give --development-language \(largest.key)"]
        }
        return []
    }
}

/// An Xcode project's `developmentRegion`, read from `project.pbxproj` as text.
enum XcodeProjectRegion {
    /// The first project found in `path` or up to three folders above it, and its region.
    static func find(near path: String) -> (file: String, region: LanguageTag)? {
        firstDeclaration(near: path) { folder in
            for name in (PlainFileSystem.contents(of: folder) ?? []).sorted() where name.hasSuffix(".xcodeproj") {
                let file = PlainFileSystem.join(PlainFileSystem.join(folder, name), "project.pbxproj")
                if case .success(let bytes) = PlainFileSystem.read(file), let region = region(in: bytes) { return (file, region) }
            }
            return nil
        }
    }

    /// What `probe` finds in `path` or in up to three folders above it, nearest first: a
    /// project's declaration sits beside its tables or a few folders up.
    static func firstDeclaration(
        near path: String, _ probe: (String) -> (file: String, region: LanguageTag)?
    ) -> (file: String, region: LanguageTag)? {
        var folder: String? = path
        for _ in 0...3 {
            guard let current = folder else { return nil }
            if let found = probe(current) { return found }
            folder = PlainFileSystem.parent(current)
        }
        return nil
    }

    /// The offset just past the first occurrence of `marker` in `bytes`.
    static func end(of marker: StaticString, in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { haystack in
            marker.withUTF8Buffer { needle in haystack.firstOffset(of: needle).map { $0 + needle.count } }
        }
    }

    /// `developmentRegion = en;` or `developmentRegion = "en-US";`.
    static func region(in bytes: [UInt8]) -> LanguageTag? {
        guard let end = end(of: "developmentRegion", in: bytes) else { return nil }
        let skipped: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "="), UInt8(ascii: "\"")]
        let value = bytes[end...]
            .drop { skipped.contains($0) }
            .prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: " ") }
        let name = String(decoding: value, as: UTF8.self)
        return try? LanguageTag(name == "English" ? "en" : name)
    }
}

/// A Swift package's `defaultLocalization`, read from `Package.swift` as text.
enum PackageManifestLocalization {
    /// The first manifest found in `path` or up to three folders above it that declares one.
    static func find(near path: String) -> (file: String, region: LanguageTag)? {
        XcodeProjectRegion.firstDeclaration(near: path) { folder in
            let file = PlainFileSystem.join(folder, "Package.swift")
            guard case .success(let bytes) = PlainFileSystem.read(file), let region = localization(in: bytes) else { return nil }
            return (file, region)
        }
    }

    /// `defaultLocalization: "en"`.
    static func localization(in bytes: [UInt8]) -> LanguageTag? {
        guard let start = XcodeProjectRegion.end(of: "defaultLocalization", in: bytes) else { return nil }
        let rest = bytes[start...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "\t") }
        guard rest.first == UInt8(ascii: "\"") else { return nil }
        let value = rest.dropFirst().prefix { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\n") }
        return try? LanguageTag(String(decoding: value, as: UTF8.self))
    }
}
