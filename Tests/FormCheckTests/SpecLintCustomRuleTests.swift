import Testing
@testable import form_check

/// `form-check` cannot load a project's rules (Swift code), so a spec that names one in `rules`
/// is broken for it, with the place and the reason, as an unknown key is.
@Suite struct SpecLintCustomRuleTests {
    @Test func aSpecNamingARuleOfTheProjectIsBrokenForTheCommandLine() throws {
        let spec = try temporaryFile("checkout.json", """
            {"form": "checkout", "fields": [
              {"rules": ["promoCode"], "name": "promo", "type": "text"}
            ]}
            """)
        let result = runCLI(["spec", "lint", spec])
        #expect(result.status == 65)
        #expect(result.error == """
            Error: \(spec):2:14: unknown rule 'promoCode' in field 'promo' (no rules of the project are registered: pass a RuleRegistry where the spec is loaded)
                  {"rules": ["promoCode"], "name": "promo", "type": "text"}
                             ^

            """)
        #expect(result.output == "specs=1 broken=1\n")
    }
}
