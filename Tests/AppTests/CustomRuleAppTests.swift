import Localization
import Foundation
import Testing
import FormRules

/// An app that adds its own rule kinds, as it would: a plain `import FormRules`, the rules
/// registered at start-up, the spec loaded and compiled with them, and the problems worded by
/// the library's catalog with the app's table laid over it.
@Suite struct CustomRuleAppTests {
    /// A VAT number's shape for one country: its two letters, then nine digits.
    struct VATNumber: CustomRule {
        static let code: RuleCode = "vatNumber"
        static let parameterNames = ["country"]
        let country: String

        init(parameters: RuleParameters) throws(RuleParameterError) {
            country = try parameters.string("country")
        }

        func check(_ value: FormValue) -> CustomRuleFailure? {
            guard let text = value.string, text.hasPrefix(country), text.count == 11, text.dropFirst(2).allSatisfy(\.isASCIIDigit) else {
                return CustomRuleFailure([.text(country), .integer(9)])
            }
            return nil
        }
    }

    /// Known promotion codes only.
    struct PromoCode: CustomRule {
        static let code: RuleCode = "promoCode"
        init(parameters: RuleParameters) {}
        func check(_ value: FormValue) -> CustomRuleFailure? { value == "JUMP4S" ? nil : CustomRuleFailure() }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/App/CustomRules").path

    static func report(_ json: String) throws -> (ValidationReport, CatalogMessages) {
        let rules = try RuleRegistry([VATNumber.self, PromoCode.self])
        let form = try CompiledForm(contentsOf: folder + "/book-jump.json", rules: rules)
        let catalog = Catalog.builtIn.overlaid(by: try Catalog(contentsOf: folder + "/Translations"))
        let report = try form.validate(json: Array(json.utf8), context: ValidationContext(today: try CalendarDate("2026-11-25"), output: .problems))
        return (report, CatalogMessages(catalog: catalog, locale: try LanguageTag("en")))
    }

    @Test func theAppsRulesAreReportedAndWordedFromItsCatalog() throws {
        let (report, messages) = try Self.report(#"{"promo": "FREE", "vat": " FR123456789 "}"#)
        #expect(report.issues.map(\.rule) == ["promoCode", "vatNumber"])
        #expect(report.issues.map(\.pointer) == ["/promo", "/vat"])
        #expect(report.issues.map { $0.message(using: messages) } == [
            "We do not know the promo code you entered.",
            "VAT number must be a DE VAT number of 9 digits.",
        ])
    }

    @Test func aValidSubmissionPassesAndABlankRequiredFieldIsRequiredsBusiness() throws {
        #expect(try Self.report(#"{"promo": "JUMP4S", "vat": "DE123456789"}"#).0.issues == [])
        #expect(try Self.report(#"{"vat": "  "}"#).0.issues.map(\.rule) == ["required"])
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
