// Live validation cost in an app: microseconds per `FormSession.set` on the personal-details
// form, for edits a user makes (typing an email, switching the country, ticking a box).
//
//   swift build -c release --product session-bench
//   .build/release/session-bench [Specs/personal-details.json] [--iterations N] [--runs N]
//
// Each workload is run `runs` times and the best run is reported (the least disturbed by other
// work on the machine). Target: under 20 µs per update. The last two go through FormModel.
import FormRules

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> Int? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil }
}
let specPath = arguments.first { !$0.hasPrefix("--") && Int($0) == nil } ?? "Specs/personal-details.json"
let iterations = max(1, option("--iterations") ?? 2_000)
let runs = max(1, option("--runs") ?? 5)

let form: CompiledForm
do {
    form = try CompiledForm(contentsOf: specPath)
} catch {
    print("session-bench: \(error)")
    exit(65)
}
guard let today = try? CalendarDate("2026-11-21") else { fatalError("the reference date does not parse") }
let context = ValidationContext(today: today)
let original: FormObject = [
    "photo": "https://example.com/p/ada.jpg", "displayPhotoPublicly": true, "handle": "ada",
    "firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "mobilePhoneNumber": "0412345678",
    "birthday": "1990-12-10", "gender": "female",
    "address": ["countryCode": "US", "street": "1 Main St", "city": "Springfield", "stateCode": "IL", "postalCode": "62701"],
]

/// Best microseconds per update over the runs; `body` makes `updates` calls of `set` and returns
/// a checksum so that no work can be optimized away.
func measure(
    _ name: String, updatesPerIteration: Int, context: ValidationContext = context, _ body: (inout FormSession) -> Int
) {
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<runs {
        var session = FormSession(form: form, original: original, context: context)
        let start = ContinuousClock.now
        for _ in 0..<iterations { checksum &+= body(&session) }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        best = min(best, seconds)
    }
    let micros = best * 1e6 / Double(iterations * updatesPerIteration)
    let padded = name + String(repeating: " ", count: max(0, 34 - name.count))
    print("\(padded) \(formatted(micros)) µs/update  (\(iterations * updatesPerIteration) updates, checksum \(checksum))")
}

func formatted(_ value: Double) -> String {
    let hundredths = Int(value * 100 + 0.5)
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

// Typing an address one character at a time, then deleting it the same way.
let typed = Array("ada.lovelace@example.org")
let prefixes = (1...typed.count).map { FormValue.string(String(typed[..<$0])) }
measure("type and erase an email", updatesPerIteration: 2 * prefixes.count) { session in
    var total = 0
    for value in prefixes { total &+= session.set("email", to: value).updates.count }
    for value in prefixes.reversed() { total &+= session.set("email", to: value).updates.count }
    return total
}

// Without the normalized submission in every report (an app needs it only to save).
var lean = context
lean.includeNormalized = false
measure("type and erase, no normalized", updatesPerIteration: 2 * prefixes.count, context: lean) { session in
    var total = 0
    for value in prefixes { total &+= session.set("email", to: value).updates.count }
    for value in prefixes.reversed() { total &+= session.set("email", to: value).updates.count }
    return total
}

// The country switches and the state is chosen again: one switch clears the stale state.
measure("switch country, pick a state", updatesPerIteration: 4) { session in
    var total = session.set("address.countryCode", to: "AU").updates.count
    total &+= session.set("address.stateCode", to: "NSW").updates.count
    total &+= session.set("address.countryCode", to: "US").cleared.count
    total &+= session.set("address.stateCode", to: "IL").updates.count
    return total
}

measure("toggle a check box", updatesPerIteration: 2) { session in
    session.set("displayPhotoPublicly", to: false).updates.count &+ session.set("displayPhotoPublicly", to: true).updates.count
}

// For comparison: one full validation of the same values, which each update builds on.
measure("(one full validate, for reference)", updatesPerIteration: 1) { session in
    form.validate(.object(session.current), context: context).issues.count
}

/// The same as `measure`, through a `FormModel`: the session's edit plus updating the field
/// models it changed and the form's flags, what a SwiftUI screen pays per edit.
@MainActor func measureModel(_ name: String, updatesPerIteration: Int, _ body: (FormModel) -> Int) {
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<runs {
        let model = FormModel(session: FormSession(form: form, original: original, context: context))
        let start = ContinuousClock.now
        for _ in 0..<iterations { checksum &+= body(model) }
        let elapsed = ContinuousClock.now - start
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    let micros = best * 1e6 / Double(iterations * updatesPerIteration)
    let padded = name + String(repeating: " ", count: max(0, 34 - name.count))
    print("\(padded) \(formatted(micros)) µs/update  (\(iterations * updatesPerIteration) updates, checksum \(checksum))")
}

measureModel("FormModel: type and erase an email", updatesPerIteration: 2 * prefixes.count) { model in
    var total = 0
    for value in prefixes { total &+= model.set("email", to: value).updates.count }
    for value in prefixes.reversed() { total &+= model.set("email", to: value).updates.count }
    return total
}

measureModel("FormModel: switch country, state", updatesPerIteration: 4) { model in
    var total = model.set("address.countryCode", to: "AU").updates.count
    total &+= model.set("address.stateCode", to: "NSW").updates.count
    total &+= model.set("address.countryCode", to: "US").cleared.count
    total &+= model.set("address.stateCode", to: "IL").updates.count
    return total
}
