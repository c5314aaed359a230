import Localization
import Foundation
import Testing
import FormRules
@testable import form_check

/// The translations in `Resources/` against the specs in `Specs/` (and the benchmark spec).
@Suite struct StringsResourcesTests {
    static let resources = packageRoot.path + "/Resources"

    static var specFiles: [String] {
        let folder = packageRoot.path + "/Specs"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().map { folder + "/" + $0 }
            + [packageRoot.path + "/Benchmarks/peer-profile.json"]
    }

    static var messageKeys: [String] {
        var keys: Set<String> = []
        for file in specFiles {
            do {
                keys.formUnion(try FormSpec.load(contentsOf: file).messageKeys)
            } catch {
                Issue.record("spec \(file) does not load: \(error)")
            }
        }
        return keys.sorted()
    }

    @Test func lintIsCleanForEverySpec() {
        let result = runCLI(["strings", "lint", "--specs", packageRoot.path + "/Specs", Self.resources])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("errors=0 warnings=0 notes=0\n"))
        let benchmark = runCLI(["strings", "lint", "--specs", packageRoot.path + "/Benchmarks/peer-profile.json", Self.resources])
        #expect(benchmark.output.hasSuffix("errors=0 warnings=0 notes=0\n"))
    }

    @Test(arguments: shippedLanguages)
    func rendersEveryMessageKeyInEachLanguage(_ language: String) throws {
        let catalog = try Catalog(contentsOf: Self.resources)
        let locale = try LanguageTag(language)
        let keys = Self.messageKeys
        #expect(keys.count > 100)
        for key in keys {
            let kinds = catalog.developmentTable[key]?.argumentKinds ?? [:]
            let arguments: [FormatArgument] = (1..<((kinds.keys.max() ?? 0) + 1)).map { number in
                switch kinds[number]?.storage {
                case .integer?: return .int(5)
                case .floatingPoint?: return .double(2.5)
                default: return .string("x")
                }
            }
            let rendered = catalog.render(key, locale: locale, arguments: arguments)
            #expect(!rendered.isMissing, "\(key) is missing")
            #expect(rendered.locale == locale, "\(key) is shown in \(rendered.locale)")
            #expect(rendered.problems.isEmpty, "\(key): \(rendered.problems)")
            #expect(!rendered.text.contains("%"), "\(key) shows a specifier: \(rendered.text)")
        }
    }

    @Test func choosesRussianAndPolishPluralForms() throws {
        let catalog = try Catalog(contentsOf: Self.resources)
        let cases: [(String, Int, String)] = [
            ("ru", 1, "Поле «Пароль»: минимум 1 символ."),
            ("ru", 3, "Поле «Пароль»: минимум 3 символа."),
            ("ru", 8, "Поле «Пароль»: минимум 8 символов."),
            ("ru", 21, "Поле «Пароль»: минимум 21 символ."),
            ("ru", 112, "Поле «Пароль»: минимум 112 символов."),
            ("pl", 1, "Pole „Пароль” musi mieć co najmniej 1 znak."),
            ("pl", 3, "Pole „Пароль” musi mieć co najmniej 3 znaki."),
            ("pl", 8, "Pole „Пароль” musi mieć co najmniej 8 znaków."),
            ("pl", 22, "Pole „Пароль” musi mieć co najmniej 22 znaki."),
            ("pl", 112, "Pole „Пароль” musi mieć co najmniej 112 znaków."),
            ("en", 1, "Пароль must be at least 1 character long."),
            ("en", 8, "Пароль must be at least 8 characters long."),
        ]
        for (language, count, expected) in cases {
            #expect(catalog.render("rule.minLength", locale: try LanguageTag(language), arguments: ["Пароль", .int(count)]).text == expected)
        }
    }

    static let submission = #"{"handle": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "email": "not-an-email", "password": "short", "passwordConfirmation": "other", "birthday": "2999-01-01", "gender": "x", "address": {"countryCode": "US", "stateCode": "ZZ"}, "extra": 1}"#

    @Test(arguments: [
        (["--locale", "ru"], """
            : 8 problems
              handle: Поле «Псевдоним»: максимум 30 символов. [maxLength]
              email: Поле «Электронная почта»: неверный адрес электронной почты. [email]
              password: Поле «Пароль»: минимум 8 символов. [minLength]
              passwordConfirmation: Поле «Подтверждение пароля» не совпадает с полем «Пароль». [equals]
              birthday: Поле «Дата рождения»: дата не может быть в будущем. [notInFuture]
              gender: Поле «Пол»: значения «x» нет среди вариантов. [choice]
              address.stateCode: Поле «Штат или территория»: «ZZ» не является регионом страны «Соединённые Штаты». [region]
              extra: Поля «extra» в этой форме нет. [unknownField]
            valid=0 invalid=1

            """),
        (["--accept-language", "pl-PL, en;q=0.5"], """
            : 8 problems
              handle: Pole „Pseudonim” może mieć najwyżej 30 znaków. [maxLength]
              email: Pole „E-mail”: nieprawidłowy adres e-mail. [email]
              password: Pole „Hasło” musi mieć co najmniej 8 znaków. [minLength]
              passwordConfirmation: Pole „Powtórz hasło” nie zgadza się z polem „Hasło”. [equals]
              birthday: Pole „Data urodzenia”: data nie może być późniejsza niż dzisiejsza. [notInFuture]
              gender: Pole „Płeć”: wartości „x” nie ma wśród opcji. [choice]
              address.stateCode: Pole „Stan lub terytorium”: „ZZ” nie jest regionem kraju „Stany Zjednoczone”. [region]
              extra: Pola „extra” nie ma w tym formularzu. [unknownField]
            valid=0 invalid=1

            """),
        (["--locale", "de"], """
            : 8 problems
              handle: Das Feld „Spitzname“ darf höchstens 30 Zeichen enthalten. [maxLength]
              email: Das Feld „E-Mail“ enthält keine gültige E-Mail-Adresse. [email]
              password: Das Feld „Passwort“ muss mindestens 8 Zeichen enthalten. [minLength]
              passwordConfirmation: Das Feld „Passwort bestätigen“ stimmt nicht mit dem Feld „Passwort“ überein. [equals]
              birthday: Das Datum im Feld „Geburtsdatum“ darf nicht in der Zukunft liegen. [notInFuture]
              gender: Im Feld „Geschlecht“ ist „x“ keine der möglichen Optionen. [choice]
              address.stateCode: Im Feld „Bundesstaat oder Territorium“ ist „ZZ“ kein Bundesstaat oder Territorium des gewählten Landes (Vereinigte Staaten). [region]
              extra: Dieses Formular hat kein Feld „extra“. [unknownField]
            valid=0 invalid=1

            """),
        // Icelandic is not shipped: the development language's texts.
        (["--locale", "is"], """
            : 8 problems
              handle: Nickname must be at most 30 characters long. [maxLength]
              email: Email is not a valid email address. [email]
              password: Password must be at least 8 characters long. [minLength]
              passwordConfirmation: “Confirm password” does not match “Password”. [equals]
              birthday: Date of birth cannot be in the future. [notInFuture]
              gender: Gender: “x” is not one of the options. [choice]
              address.stateCode: State or territory: “ZZ” is not a state or territory of the chosen country, United States. [region]
              extra: “extra” is not a field of this form. [unknownField]
            valid=0 invalid=1

            """),
    ])
    func validatesInTheReadersLanguage(_ options: [String], _ expected: String) throws {
        let file = try temporaryFile("submission.json", Self.submission)
        let result = runCLI(["validate", "--spec", packageRoot.path + "/Specs/personal-details.json", "--today", "2026-01-01",
                             "--resources", Self.resources] + options + [file])
        #expect(result.status == 1)
        #expect(result.output == file + expected)
    }

    @Test func showsKeysWhenTheResourcesAreMissing() throws {
        let file = try temporaryFile("submission.json", #"{"email": "x"}"#)
        let result = runCLI(["validate", "--spec", packageRoot.path + "/Specs/personal-details.json", "--resources", "/nonexistent/Resources", file])
        #expect(result.status == 66)
        #expect(result.error == "Error: /nonexistent/Resources: no such file or folder\n")
    }
}
