import FormCore
import Testing
@testable import Localization

@Suite struct StringsDictFileTests {
    /// A stringsdict file around `body` (the root dictionary's content), body starting on line 4.
    static func file(_ body: String) -> [UInt8] {
        Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + body + "</dict>\n</plist>\n").utf8)
    }

    /// One entry `key` whose format is `format`, with variable dictionaries given as raw XML.
    static func entry(key: String = "files", format: String? = "%#@count@", _ variables: String) -> String {
        var text = "<key>\(key)</key>\n<dict>\n"
        if let format { text += "<key>NSStringLocalizedFormatKey</key><string>\(format)</string>\n" }
        return text + variables + "</dict>\n"
    }

    static func plural(name: String = "count", valueType: String? = "ld", extra: String = "", _ variants: [(String, String)]) -> String {
        var text = "<key>\(name)</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
        if let valueType { text += "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>\n" }
        for (category, value) in variants { text += "<key>\(category)</key><string>\(value)</string>\n" }
        return text + extra + "</dict>\n"
    }

    @Test func modelsAPluralEntry() throws {
        let bytes = Self.file(Self.entry(format: "Deleted %#@count@ in %2$#@folders@", Self.plural([("one", "%ld file"), ("few", "%ld файла"), ("other", "%ld files")])
            + Self.plural(name: "folders", valueType: "d", [("other", "%2$d folders")])))
        let file = try StringsDictFile(bytes: bytes, file: "ru.lproj/Localizable.stringsdict")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.keys == ["files"])
        let entry = try #require(file["files"])
        #expect(entry.format == "Deleted %#@count@ in %2$#@folders@")
        #expect(entry.location.description == "ru.lproj/Localizable.stringsdict:4:6")
        #expect(entry.formatLocation?.line == 6)
        #expect(entry.references == [StringsDictVariableReference(name: "count"), StringsDictVariableReference(name: "folders", argumentNumber: 2)])
        #expect(entry.variables.map(\.name) == ["count", "folders"])
        let count = try #require(entry.variable(named: "count"))
        #expect(count.isPluralRule)
        #expect(count.specType == "NSStringPluralRuleType")
        #expect(count.valueType == "ld")
        #expect(count.categories == ["one", "few", "other"])
        #expect(count.variant(for: "few") == "%ld файла")
        #expect(count.variant(for: "many") == nil)
        #expect(count.location.line == 7)
        #expect(count.variants.map(\.location.line) == [11, 12, 13])
        #expect(entry.variable(named: "folders")?.valueType == "d")
    }

    struct DiagnosticCase: Sendable, CustomStringConvertible {
        var name: String
        var body: String
        var expected: [String]
        var description: String { name }
    }

    static let diagnosticCases: [DiagnosticCase] = [
        DiagnosticCase(name: "missing other", body: entry(plural([("one", "%ld file")])),
                       expected: ["error missingOtherVariant 7:6 plural variable 'count' of 'files' has no 'other' variant"]),
        DiagnosticCase(name: "undefined variable", body: entry(format: "%#@count@ %#@size@", plural([("other", "%ld")])),
                       expected: ["error undefinedVariable 6:6 format of 'files' uses variable 'size', which 'files' does not define"]),
        DiagnosticCase(name: "missing format key", body: entry(format: nil, plural([("other", "%ld")])),
                       expected: ["error missingFormatKey 4:6 'files' has no NSStringLocalizedFormatKey",
                                  "warning unusedVariable 6:6 variable 'count' of 'files' is not used by its format"]),
        DiagnosticCase(name: "unknown category with suggestion", body: entry(plural([("One", "%ld"), ("other", "%ld")])),
                       expected: ["error unknownPluralCategory 11:6 unknown plural category 'One' in variable 'count' of 'files'; expected zero, one, two, few, many or other. Did you mean 'one'?"]),
        DiagnosticCase(name: "unknown category", body: entry(plural([("single", "%ld"), ("other", "%ld")])),
                       expected: ["error unknownPluralCategory 11:6 unknown plural category 'single' in variable 'count' of 'files'; expected zero, one, two, few, many or other"]),
        DiagnosticCase(name: "undefined variable in a variant", body: entry(plural([("other", "%ld in %#@dirs@")])),
                       expected: ["error undefinedVariable 11:6 variable 'count' of 'files' uses variable 'dirs', which 'files' does not define"]),
        DiagnosticCase(name: "unclosed reference", body: entry(format: "%#@count@ %#@size", plural([("other", "%ld")])),
                       expected: ["error malformedVariableReference 6:6 format of 'files' has '%#@size' with no closing '@'"]),
        DiagnosticCase(name: "missing value type", body: entry(plural(valueType: nil, [("other", "%ld")])),
                       expected: ["warning missingValueType 7:6 plural variable 'count' of 'files' has no NSStringFormatValueTypeKey"]),
        DiagnosticCase(name: "unrecognized value type", body: entry(plural(valueType: "%ld", [("other", "%ld")])),
                       expected: ["warning unrecognizedValueType 10:6 NSStringFormatValueTypeKey '%ld' of variable 'count' in 'files' is not a printf conversion such as 'd', 'ld' or 'f'"]),
        DiagnosticCase(name: "missing spec type", body: entry("<key>count</key><dict><key>other</key><string>%ld</string></dict>\n"),
                       expected: ["error missingSpecType 7:6 variable 'count' of 'files' has no NSStringFormatSpecTypeKey"]),
        DiagnosticCase(name: "entry that is a string", body: "<key>plain</key><string>text</string>\n",
                       expected: ["error entryNotADictionary 4:6 value of 'plain' is a '<string>'; expected a '<dict>' with NSStringLocalizedFormatKey"]),
        DiagnosticCase(name: "variant that is not a string", body: entry(plural(extra: "<key>one</key><integer>1</integer>\n", [("other", "%ld")])),
                       expected: ["error valueNotAString 12:6 variant 'one' of variable 'count' in 'files' is a '<integer>'; expected a '<string>'"]),
        DiagnosticCase(name: "format that is not a string", body: "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><true/></dict>\n",
                       expected: ["error valueNotAString 4:24 NSStringLocalizedFormatKey of 'k' is a '<true>'; expected a '<string>'"]),
        DiagnosticCase(name: "stray key in an entry", body: entry(plural([("other", "%ld")]) + "<key>note</key><string>x</string>\n"),
                       expected: ["warning unexpectedKey 13:6 'note' in 'files' is a '<string>'; only NSStringLocalizedFormatKey and variable '<dict>'s belong here"]),
        DiagnosticCase(name: "duplicate category", body: entry(plural([("other", "%ld a"), ("other", "%ld b")])),
                       expected: ["warning duplicateKey 11:6 key 'other' is defined again later in the same dictionary; this definition is ignored"]),
        DiagnosticCase(name: "other rule types are kept as they are", body: entry(format: "%#@width@", "<key>width</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string><key>20</key><string>Short</string><key>50</key><string>Longer</string></dict>\n"),
                       expected: []),
    ]

    @Test(arguments: diagnosticCases)
    func reportsStructuralProblems(_ c: DiagnosticCase) throws {
        let file = try StringsDictFile(bytes: Self.file(c.body))
        let rendered = file.diagnostics.map { "\($0.severity) \($0.code) \($0.location.line):\($0.location.column) \($0.message)" }
        #expect(rendered == c.expected)
        #expect(file.hasErrors == c.expected.contains { $0.hasPrefix("error") })
    }

    @Test func keepsVariantsOfOtherRuleTypesAsWritten() throws {
        let body = Self.entry(format: "%#@width@", "<key>width</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string><key>20</key><string>Short</string><key>50</key><string>Longer</string></dict>\n")
        let variable = try #require(try StringsDictFile(bytes: Self.file(body))["files"]?.variable(named: "width"))
        #expect(!variable.isPluralRule)
        #expect(variable.specType == "NSStringVariableWidthRuleType")
        #expect(variable.categories == ["20", "50"])
        #expect(variable.variant(for: "50") == "Longer")
    }

    @Test func keepsReadingAfterAProblemEntry() throws {
        let body = Self.entry(key: "broken", format: "%#@n@", "") + Self.entry(Self.plural([("other", "%ld")]))
        let file = try StringsDictFile(bytes: Self.file(body))
        #expect(file.keys == ["broken", "files"])
        #expect(file.diagnostics.map(\.code) == [.undefinedVariable])
        #expect(file.diagnostics.first?.key == "broken")
        #expect(file.diagnostics.first?.variable == "n")
        #expect(file["files"]?.variable(named: "count")?.variant(for: "other") == "%ld")
    }

    @Test func printsDiagnosticsWithTheFileAndPosition() throws {
        let file = try StringsDictFile(bytes: Self.file(Self.entry(Self.plural([("one", "%ld file")]))), file: "de.lproj/Localizable.stringsdict")
        #expect(file.diagnostics.map(\.description) == ["de.lproj/Localizable.stringsdict:7:6: plural variable 'count' of 'files' has no 'other' variant"])
    }

    @Test func rejectsARootThatIsNotADictionary() {
        #expect {
            try StringsDictFile(bytes: Array("<?xml version=\"1.0\"?>\n<plist>\n  <array/>\n</plist>".utf8), file: "x.stringsdict")
        } throws: { error in
            (error as? PropertyListError)?.description == "x.stringsdict:3:3: a .stringsdict file must contain a '<dict>', found '<array>'"
                && (error as? PropertyListError)?.code == .unexpectedRootType
        }
    }

    @Test func passesParseErrorsThrough() {
        #expect {
            try StringsDictFile(bytes: Self.file("<key>a</key><dict><key>b</key><strng>x</strng></dict>\n"))
        } throws: { error in
            guard let error = error as? PropertyListError else { return false }
            return error.code == .unknownElement && error.location.line == 4 && error.location.column == 31
        }
    }

    struct ReferenceCase: Sendable, CustomStringConvertible {
        var format: String
        var references: [StringsDictVariableReference]
        var malformed: [String]
        var description: String { format }
    }

    static let referenceCases: [ReferenceCase] = [
        ReferenceCase(format: "%#@a@", references: [.init(name: "a")], malformed: []),
        ReferenceCase(format: "x %1$#@a@ y %2$#@b_c@ z", references: [.init(name: "a", argumentNumber: 1), .init(name: "b_c", argumentNumber: 2)], malformed: []),
        ReferenceCase(format: "100%% %#@a@", references: [.init(name: "a")], malformed: []),
        ReferenceCase(format: "%%#@a@", references: [], malformed: []),
        ReferenceCase(format: "%@ %d %1$@ %ld", references: [], malformed: []),
        ReferenceCase(format: "%#@a", references: [], malformed: ["%#@a"]),
        ReferenceCase(format: "%99999999999999999999999$#@a@", references: [.init(name: "a", argumentNumber: Int.max)], malformed: []),
        ReferenceCase(format: "%", references: [], malformed: []),
        ReferenceCase(format: "é%#@ü@", references: [.init(name: "ü")], malformed: []),
    ]

    @Test(arguments: referenceCases)
    func findsVariableReferences(_ c: ReferenceCase) {
        let scanned = StringsDictVariableReference.scan(c.format)
        #expect(scanned.references == c.references)
        #expect(scanned.malformed == c.malformed)
    }
}
