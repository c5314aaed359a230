import Foundation
import Testing
@testable import FormRules

/// `Specs/README.md` documents every part of the spec format; these tests fail when something the
/// loader accepts or the engine reports has no documentation there.
@Suite struct SpecReferenceTests {
    static let reference: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Specs/README.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    static func mentions(_ name: String) -> Bool { reference.contains("`\(name)`") }

    @Test(arguments: FieldType.allCases)
    func documentsEveryFieldType(_ type: FieldType) {
        #expect(Self.reference.contains("| `\(type.rawValue)` |"), "field type \(type.rawValue) has no row")
    }

    @Test(arguments: RuleCode.all.map(\.rawValue).sorted())
    func documentsEveryRuleCode(_ code: String) {
        #expect(Self.mentions(code), "rule code \(code) is not documented")
    }

    @Test(arguments: GroupSpec.Kind.allCases)
    func documentsEveryGroupKind(_ kind: GroupSpec.Kind) {
        #expect(Self.reference.contains("| `\(kind.rawValue)` |"), "group kind \(kind.rawValue) has no row")
    }

    @Test(arguments: SpecDecoder.topKeys + SpecDecoder.fieldKeys + SpecDecoder.conditionKeys)
    func documentsEveryKey(_ key: String) {
        #expect(Self.mentions(key) || Self.reference.contains("\"\(key)\""), "key \(key) is not documented")
    }

    @Test(arguments: UnknownFieldPolicy.allCases)
    func documentsEveryUnknownFieldPolicy(_ policy: UnknownFieldPolicy) {
        #expect(Self.mentions(policy.rawValue))
    }

    /// Every JSON example line in the reference is a field the loader accepts.
    @Test func fieldExamplesLoad() throws {
        let lines = Self.reference.split(separator: "\n").filter { $0.hasPrefix("{ \"name\":") }
        #expect(lines.count >= 5)
        var fields: [String] = []
        for line in lines { fields.append(String(line)) }
        let companions = #"{ "name": "address.countryCode", "type": "country" }"#
        let spec = #"{"form": "reference", "fields": [\#(companions), \#(fields.joined(separator: ", "))]}"#
        _ = try FormSpec.load(Array(spec.utf8), file: "Specs/README.md")
    }
}
