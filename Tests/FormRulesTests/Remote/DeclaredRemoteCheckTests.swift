import Testing
@testable import FormRules

/// Remote checks a spec declares (`"remote"` in a field): decoding, lint against the names a
/// server implements, the registry, and running them (answered from a set, or by a closure).
@Suite struct DeclaredRemoteCheckTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 21)!

    static func spec(_ remote: String) -> [UInt8] {
        Array("""
        {"form": "kiosk", "fields": [
          {"name": "isAdult", "type": "boolean"},
          {"name": "email", "type": "email", "visibleIf": {"field": "isAdult", "equals": true}, "remote": \(remote)}
        ]}
        """.utf8)
    }

    static let declared = spec(#""release.alreadySigned""#)

    // MARK: Decoding

    @Test(arguments: [
        (#""release.alreadySigned""#, [RemoteCheckUse(name: "release.alreadySigned")]),
        (#"{"check": "release.alreadySigned", "message": "release.signedBefore"}"#, [RemoteCheckUse(name: "release.alreadySigned", message: "release.signedBefore")]),
        (#"["handle.taken", {"check": "handle.reserved"}]"#, [RemoteCheckUse(name: "handle.taken"), RemoteCheckUse(name: "handle.reserved")]),
    ])
    func everyShapeOfRemoteDecodes(_ remote: String, _ expected: [RemoteCheckUse]) throws {
        let spec = try FormSpec.load(Self.spec(remote), file: "kiosk.json")
        #expect(spec.fields[1].remote == expected)
        #expect(spec.messageKeys.contains(expected[0].messageKey))
    }

    @Test(arguments: [
        (#"42"#, "wrongType"),
        (#"[]"#, "invalidValue"),
        (#""""#, "invalidValue"),
        (#""required""#, "invalidValue"),
        (#""remote.timeout""#, "invalidValue"),
        (#"{"check": "a.b", "mesage": "x"}"#, "unknownKey"),
        (#"{"message": "x"}"#, "missingKey"),
        (#"["a.b", "a.b"]"#, "invalidValue"),
    ])
    func aBrokenRemoteIsALocatedError(_ remote: String, _ code: String) {
        let problems = FormSpec.lint(Self.spec(remote), file: "kiosk.json")
        #expect(problems.map(\.code.rawValue) == [code])
        #expect(problems.first?.location?.line == 3, "\(problems.first?.summary ?? "")")
    }

    @Test func aMisspeltKeyInARemoteCheckGetsADidYouMean() {
        let problems = FormSpec.lint(Self.spec(#"{"check": "a.b", "mesage": "x"}"#), file: "kiosk.json")
        #expect(problems.first?.message == "unknown key 'mesage' in a remote check of field 'email'. Did you mean 'message'?")
    }

    @Test func remoteIsRefusedOnAListsItems() {
        let bytes = Array(#"{"form": "f", "fields": [{"name": "emails", "type": "list", "items": {"type": "email", "remote": "x.y"}}]}"#.utf8)
        #expect(FormSpec.lint(bytes).map(\.code).contains(.notApplicable))
    }

    // MARK: Lint against what the server implements

    @Test func aSpecLoadsWithoutAnyImplementation() {
        #expect(FormSpec.lint(Self.declared, file: "kiosk.json").isEmpty)
    }

    @Test(arguments: [
        (["release.alreadySignd"], "unknown remote check 'release.alreadySigned' in field 'email'. Did you mean 'release.alreadySignd'?"),
        ([String](), "unknown remote check 'release.alreadySigned' in field 'email' (no remote checks are implemented here: register one by this name)"),
        (["handle.taken"], "unknown remote check 'release.alreadySigned' in field 'email' (implemented: handle.taken)"),
    ])
    func aCheckTheServerLacksIsALocatedErrorAtStartUp(_ names: [String], _ message: String) {
        let problems = FormSpec.lint(Self.declared, file: "kiosk.json", remoteChecks: names)
        #expect(problems.map(\.code) == [.unknownRemoteCheck])
        #expect(problems.first?.message == message)
        #expect(problems.first?.location?.line == 3)
        #expect(throws: SpecError.self) { try CompiledForm(Self.declared, file: "kiosk.json", remoteChecks: names) }
    }

    @Test func aCheckTheServerHasCompiles() throws {
        let form = try CompiledForm(Self.declared, file: "kiosk.json", remoteChecks: ["release.alreadySigned"])
        #expect(form.remoteCheckNames == ["release.alreadySigned"])
    }

    // MARK: The registry

    @Test(arguments: ["", "1st", "required", "remote.unavailable", "taken"])
    func theRegistryRefusesBadOrRepeatedNames(_ name: String) throws {
        var registry = RemoteCheckRegistry()
        try registry.register("taken") { _, _ in true }
        #expect(throws: RemoteCheckRegistryError.self) { try registry.register(name) { _, _ in true } }
        #expect(throws: RemoteCheckRegistryError.self) { try registry.register(name, knownValues: []) }
    }

    @Test func remoteValidationRefusesAnUnregisteredCheck() throws {
        let form = try CompiledForm(Self.declared)
        var registry = RemoteCheckRegistry()
        try registry.register("release.alreadySignd") { _, _ in true }
        #expect(registry.missingChecks(in: form).map(\.pointer) == ["/fields/1/remote"])
        #expect(throws: SpecError.self) { try RemoteValidation(form: form, registry: registry, timeout: .seconds(1)) }
    }

    // MARK: Answers from a set, synchronously

    static let signed: [FormValue] = ["grace@example.com"]

    @Test(arguments: [
        ("grace@Example.COM", true, RemoteCheckAnswers.Meaning.failsWhenKnown, ["email release.alreadySigned"]),
        ("ada@example.com", true, .failsWhenKnown, []),
        ("ada@example.com", true, .passesOnlyWhenKnown, ["email release.alreadySigned"]),
        ("grace@example.com", false, .failsWhenKnown, []),  // hidden: never checked
        ("grace@", true, .failsWhenKnown, ["email email"]),  // failed a local rule: not checked
    ])
    func aKnownValueAnswersTheCheckInsideTheValidation(_ email: String, _ adult: Bool, _ meaning: RemoteCheckAnswers.Meaning, _ expected: [String]) throws {
        let form = try CompiledForm(Self.declared)
        var context = ValidationContext(today: Self.today, output: .problems)
        context.remoteAnswers.add("release.alreadySigned", values: Self.signed, meaning: meaning)
        let body = Array(#"{"isAdult": \#(adult), "email": "\#(email)"}"#.utf8)
        let report = try form.validate(json: body, context: context)
        #expect(report.issues.map { "\($0.path) \($0.rule)" } == expected)
        #expect(report.issues.first.map { $0.messageKey } == expected.first.map { $0.hasSuffix("alreadySigned") ? "release.alreadySigned" : "rule.email" })
    }

    @Test func anUnansweredCheckIsLeftDueNotPassed() throws {
        let form = try CompiledForm(Self.declared)
        var validator = form.makeValidator(context: ValidationContext(today: Self.today))
        _ = validator.validate(["isAdult": true, "email": "grace@example.com"])
        #expect(validator.remoteChecksDue.map(\.check) == ["release.alreadySigned"])
        #expect(validator.remoteChecksDue.first?.value == "grace@example.com")
    }

    // MARK: Running declared checks

    enum Answer: String, Sendable, CaseIterable { case pass, fail, throwError, timeOut, unregistered }
    struct ServiceDown: Error {}

    @Test(arguments: Answer.allCases)
    func aDeclaredCheckIsRunByRemoteValidation(_ answer: Answer) async throws {
        let form = try CompiledForm(Self.declared)
        var registry = RemoteCheckRegistry()
        if answer != .unregistered {
            try registry.register("release.alreadySigned") { value, submission in
                #expect(value == "grace@example.com" && submission["isAdult"] == true)
                switch answer {
                case .pass: return true
                case .fail: return false
                case .throwError: throw ServiceDown()
                case .timeOut, .unregistered:
                    try await Task.sleep(for: .seconds(30))
                    return true
                }
            }
        }
        var validation = RemoteValidation(form: form, checks: [], timeout: .milliseconds(200))
        validation.registry = registry
        let report = await validation.validate(["isAdult": true, "email": "grace@Example.com"], context: ValidationContext(today: Self.today))
        let expected: [Answer: [String]] = [
            .pass: [], .fail: ["email release.alreadySigned release.alreadySigned"],
            .throwError: ["email remote.unavailable remote.unavailable"], .timeOut: ["email remote.timeout remote.timeout"],
            .unregistered: ["email remote.unavailable remote.unavailable"],
        ]
        #expect(report.issues.map { "\($0.path) \($0.rule) \($0.messageKey)" } == expected[answer])
    }

    @Test func aRegisteredSetIsAnsweredWithoutATask() async throws {
        let form = try CompiledForm(Self.declared)
        var registry = RemoteCheckRegistry()
        try registry.register("release.alreadySigned", knownValues: Self.signed)
        let validation = try RemoteValidation(form: form, registry: registry, timeout: .zero)  // no time at all: still answered
        let report = await validation.validate(["isAdult": true, "email": "grace@example.com"], context: ValidationContext(today: Self.today))
        #expect(report.issues.map(\.rule.rawValue) == ["release.alreadySigned"])
    }
}
