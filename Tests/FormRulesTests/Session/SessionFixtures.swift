import Foundation
@testable import FormRules

/// The personal-details form and a profile as the server might send it.
enum SessionFixtures {
    static let today = try! CalendarDate("2026-11-21")
    static let context = ValidationContext(today: today)

    static let personalDetails: CompiledForm = {
        let path = SharedCorpus.packageRoot.appendingPathComponent("Specs/personal-details.json").path
        return try! CompiledForm(contentsOf: path)
    }()

    /// A valid profile in California.
    static let profile: FormObject = [
        "firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "gender": "female",
        "address": ["countryCode": "US", "city": "San Francisco", "stateCode": "CA", "postalCode": "94103"],
    ]

    static func session(_ original: FormObject = profile) -> FormSession {
        FormSession(form: personalDetails, original: original, context: context)
    }

    /// Names the tables set that personal-details does not declare, on purpose: set through
    /// `setUndeclared`, since `set` stops a debug build on them.
    static let undeclared: Set<String> = ["nickname"]

    /// A form with a height slider and a group, built in code.
    static let releaseForm: CompiledForm = {
        var height = FieldSpec(name: "height", type: .height)
        height.defaultValue = .literal(67)
        var adult = FieldSpec(name: "isAdult", type: .boolean)
        adult.label = "field.isAdult"
        let minor = FieldSpec(name: "isMinor", type: .boolean)
        let spec = FormSpec(
            name: "release", fields: [height, adult, minor],
            groups: [GroupSpec(kind: .exactlyOne, fields: ["isAdult", "isMinor"])])
        return try! CompiledForm(spec)
    }()
}

extension FormSession {
    /// Sets a table's name: through `set`, or `setUndeclared` for ``SessionFixtures/undeclared``.
    @discardableResult
    mutating func setFromTable(_ name: String, to value: FormValue?) -> FormChange {
        SessionFixtures.undeclared.contains(name) ? setUndeclared(name, to: value) : set(name, to: value)
    }
}
