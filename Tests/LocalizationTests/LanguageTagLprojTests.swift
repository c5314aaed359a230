import Testing
@testable import Localization

@Suite struct LanguageTagLprojTests {
    struct Case: Sendable, CustomStringConvertible {
        var folder: String
        /// `nil` for Base.lproj.
        var tag: String?
        var canonicalFolder: String
        var description: String { folder }
    }

    static let cases: [Case] = [
        .init(folder: "Base.lproj", tag: nil, canonicalFolder: "Base.lproj"),
        .init(folder: "base.lproj", tag: nil, canonicalFolder: "Base.lproj"),
        .init(folder: "en.lproj", tag: "en", canonicalFolder: "en.lproj"),
        .init(folder: "pt-BR.lproj", tag: "pt-BR", canonicalFolder: "pt-BR.lproj"),
        .init(folder: "pt_BR.lproj", tag: "pt-BR", canonicalFolder: "pt-BR.lproj"),
        .init(folder: "zh-Hans.lproj", tag: "zh-Hans", canonicalFolder: "zh-Hans.lproj"),
        .init(folder: "zh_CN.lproj", tag: "zh-CN", canonicalFolder: "zh-CN.lproj"),
        .init(folder: "es-419.lproj", tag: "es-419", canonicalFolder: "es-419.lproj"),
        .init(folder: "English.lproj", tag: "en", canonicalFolder: "en.lproj"),
        .init(folder: "French.lproj", tag: "fr", canonicalFolder: "fr.lproj"),
        .init(folder: "German.lproj", tag: "de", canonicalFolder: "de.lproj"),
        .init(folder: "Japanese.lproj", tag: "ja", canonicalFolder: "ja.lproj"),
        .init(folder: "Spanish.lproj", tag: "es", canonicalFolder: "es.lproj"),
        .init(folder: "Italian.lproj", tag: "it", canonicalFolder: "it.lproj"),
        .init(folder: "Dutch.lproj", tag: "nl", canonicalFolder: "nl.lproj"),
        .init(folder: "english.LPROJ", tag: "en", canonicalFolder: "en.lproj"),
        .init(folder: "Norwegian.lproj", tag: "nb", canonicalFolder: "nb.lproj"),
        .init(folder: "Flemish.lproj", tag: "nl-BE", canonicalFolder: "nl-BE.lproj"),
        .init(folder: "iw.lproj", tag: "he", canonicalFolder: "he.lproj"),
        .init(folder: "no.lproj", tag: "no", canonicalFolder: "no.lproj"),
    ]

    @Test(arguments: cases)
    func readsFolderNames(_ c: Case) throws {
        let folder = try LocalizationFolder(folderName: c.folder)
        #expect(folder.languageTag?.description == c.tag)
        #expect(folder.folderName == c.canonicalFolder)
        if c.tag == nil { #expect(folder == .base) }
    }

    @Test(arguments: ["en", "pt-BR", "zh-Hant-TW", "sr-Latn", "es-419", "de-CH-1996"])
    func namesTheFolderOfATagAndReadsItBack(_ text: String) throws {
        let tag = try LanguageTag(text)
        let folder = LocalizationFolder(tag)
        #expect(folder.folderName == "\(text).lproj")
        #expect(try LocalizationFolder(folderName: folder.folderName) == folder)
    }

    @Test func baseIsNotALanguage() throws {
        let base = try LocalizationFolder(folderName: "Base.lproj")
        #expect(base.languageTag == nil)
        #expect(base.description == "Base.lproj")
    }

    @Test(arguments: ["en", "en.strings", ".lproj", "lproj", ""])
    func rejectsNamesThatAreNotLocalizationFolders(_ name: String) {
        let error = #expect(throws: LanguageTagError.self) { try LocalizationFolder(folderName: name) }
        #expect(error?.code == .notLocalizationFolder)
        #expect(error?.message.hasPrefix("invalid localization folder '\(name)': ") == true)
    }

    @Test func reportsBadTagsWithOffsetsIntoTheFolderName() {
        let error = #expect(throws: LanguageTagError.self) { try LocalizationFolder(folderName: "en--US.lproj") }
        #expect(error?.code == .emptySubtag)
        #expect(error?.offset == 3)
        #expect(error?.description == "invalid localization folder 'en--US.lproj': empty subtag at offset 3")
    }
}
