import Foundation
import Testing
@testable import form_check

@Suite struct SpecCommandTests {
    @Test func lintsEveryBundledSpec() {
        let result = runCLI(["spec", "lint", packageRoot.appendingPathComponent("Specs").path])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("specs=17 broken=0\n"))
        #expect(!result.output.contains("form-spec.schema.json"))
    }

    @Test func reportsABrokenSpecWithItsPlaceAndStatus65() throws {
        let spec = try temporaryFile("broken.json", """
            {"form": "f", "fields": [
              {"name": "a", "type": "text", "maxLenght": 3}
            ]}
            """)
        let result = runCLI(["spec", "lint", spec])
        #expect(result.status == 65)
        #expect(result.error == """
            Error: \(spec):2:33: unknown key 'maxLenght' in field 'a'. Did you mean 'maxLength'?
                  {"name": "a", "type": "text", "maxLenght": 3}
                                                ^

            """)
        #expect(result.output == "specs=1 broken=1\n")
    }

    @Test func reportsEveryProblemOfAFileWithItsPlace() throws {
        let spec = try temporaryFile("three.json", """
            {"form": "f", "fields": [
              {"name": "n", "type": "integer", "maxLenght": 3},
              {"name": "a", "type": "emial"},
              {"name": "b", "type": "text", "visibleIf": {"field": "n", "in": ["2", 3]}}
            ]}
            """)
        let result = runCLI(["spec", "lint", spec])
        #expect(result.status == 65)
        #expect(result.error == """
            Error: \(spec):2:36: unknown key 'maxLenght' in field 'n'. Did you mean 'maxLength'?
                  {"name": "n", "type": "integer", "maxLenght": 3},
                                                   ^
            Error: \(spec):3:25: unknown field type 'emial' in field 'a'. Did you mean 'email'?
                  {"name": "a", "type": "emial"},
                                        ^
            Error: \(spec):4:68: integer field 'n' never holds "2" (string): it holds a number, so the condition's 'in' never matches it
                … "visibleIf": {"field": "n", "in": ["2", 3]}}
                                                     ^

            """)
        #expect(result.output == "specs=1 broken=1\n")
    }

    @Test func reportsAMissingSpecWithStatus66() {
        let result = runCLI(["spec", "lint", "/nonexistent/spec.json"])
        #expect(result.status == 66)
        #expect(result.error == "Error: /nonexistent/spec.json: no such file\n")
    }

    @Test func describesASpecAsATableWithLocalizedLabels() throws {
        let spec = try temporaryFile("login.json", """
            {"form": "login", "fields": [
              {"name": "email", "type": "email", "required": true},
              {"name": "password", "type": "password", "required": true, "maxLength": 128}
            ]}
            """)
        let resources = packageRoot.appendingPathComponent("Resources").path
        let english = runCLI(["spec", "describe", spec, "--resources", resources])
        #expect(english.status == 0)
        #expect(english.output == """
            login: 2 fields, unknown fields: reject
            field     type      label     rules
            email     email     Email     required
            password  password  Password  required; maxLength 128; secret

            """)
        let russian = runCLI(["spec", "describe", spec, "--resources", resources, "--locale", "ru"])
        #expect(russian.status == 0)
        #expect(!russian.output.contains("Email  "))
    }

    @Test func describesRunTimeOptionsAndTheSliderStart() {
        let avatar = runCLI(["spec", "describe", packageRoot.appendingPathComponent("Specs/player-avatar.json").path])
        #expect(avatar.output.contains("avatar.top     choice  Top     required; options at run time (avatar.top)\n"))
        let fitness = runCLI(["spec", "describe", packageRoot.appendingPathComponent("Specs/fitness-settings.json").path])
        #expect(fitness.output.contains("minimum 36; maximum 102; step 0.5; starts at \"5'7\\\"\"\n"), "\(fitness.output)")
    }

    @Test func describesWithMessageKeysWhenThereAreNoTranslations() throws {
        let spec = try temporaryFile("login.json", #"{"form": "login", "fields": [{"name": "email", "type": "email"}]}"#)
        let missing = runCLI(["spec", "describe", spec, "--resources", "/nonexistent"])
        #expect(missing.status == 66)
    }
}
