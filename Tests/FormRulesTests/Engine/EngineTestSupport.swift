import Foundation
import Testing
@testable import FormRules

/// The engine's finding (Swift Testing also has an `ValidationIssue`).
typealias FormIssue = ValidationIssue

/// Shared pieces of the engine's behaviour tests: inline specs, a fixed reference date, and
/// expected issues written the way the design describes them.
enum Engine {
    /// The reference date of every engine test unless a test says otherwise.
    static let today = CalendarDate(year: 2026, month: 11, day: 21)!
    static let context = ValidationContext(today: today)

    /// A context on another reference date (birthdays around February 29).
    static func context(on text: String) -> ValidationContext {
        guard case .success(let date) = CalendarDate.parse(text) else {
            Issue.record("test error: '\(text)' is not a date")
            return context
        }
        return ValidationContext(today: date)
    }

    /// A whole spec's JSON from its fields (and groups), each given as JSON text.
    static func specJSON(_ fields: [String], groups: [String] = [], unknownFields: String? = nil) -> String {
        var members = [#""form": "test""#]
        if let unknownFields { members.append(#""unknownFields": "\#(unknownFields)""#) }
        members.append(#""fields": [\#n    "# + fields.joined(separator: ",\n    ") + "\n  ]")
        if !groups.isEmpty { members.append(#""groups": [ "# + groups.joined(separator: ", ") + " ]") }
        return "{\n  " + members.joined(separator: ",\n  ") + "\n}"
    }

    /// Loads a spec from JSON text, as a file would be, and compiles it.
    static func form(_ json: String) throws -> CompiledForm {
        try CompiledForm(FormSpec.load(Array(json.utf8), file: "test.json"))
    }

    /// Loads and compiles a spec made of these fields (and groups).
    static func form(_ fields: [String], groups: [String] = [], unknownFields: String? = nil) throws -> CompiledForm {
        try form(specJSON(fields, groups: groups, unknownFields: unknownFields))
    }

    /// The package's own `Specs/<name>.json`.
    static func bundledSpec(_ name: String) throws -> CompiledForm {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Specs").appendingPathComponent(name + ".json")
        let bytes = try [UInt8](Data(contentsOf: url))
        return try CompiledForm(FormSpec.load(bytes, file: "Specs/\(name).json"))
    }

    /// A submission from JSON text, read by the strict reader as the CLI and a backend would.
    static func value(_ json: String) throws -> FormValue {
        try JSONReader().read(json)
    }
}

extension CompiledForm {
    /// Validates a submission given as JSON text on the tests' reference date.
    func check(_ json: String, context: ValidationContext = Engine.context) throws -> ValidationReport {
        validate(try Engine.value(json), context: context)
    }

    /// Validates a submission given as a value on the tests' reference date.
    func check(_ value: FormValue, context: ValidationContext = Engine.context) -> ValidationReport {
        validate(value, context: context)
    }
}

/// The issue a field's rule should produce: message key `rule.<rule>` and the field's label key
/// (`field.<path>`) as first argument unless given, the pointer spelled out for plain names.
func expected(
    _ path: String, _ rule: String, _ arguments: [MessageArgument] = [],
    pointer: String? = nil, messageKey: String? = nil, label: String? = nil
) -> FormIssue {
    FormIssue(
        path: path, pointer: pointer ?? "/" + path.split(separator: ".").joined(separator: "/"), rule: RuleCode(rawValue: rule),
        messageKey: messageKey ?? "rule." + rule, arguments: [.key(label ?? "field." + path)] + arguments)
}

/// The `type` issue of a field that expected `typeKey` (`type.text`, `type.number`, ...).
func typeIssue(_ path: String, _ typeKey: String) -> FormIssue {
    expected(path, "type", [.key(typeKey)])
}

/// A submission and the issues it should produce, for table-driven tests.
struct SubmissionCase: Sendable, CustomTestStringConvertible {
    var json: String
    var issues: [FormIssue]
    var testDescription: String { json }

    init(_ json: String, _ issues: [FormIssue] = []) {
        self.json = json
        self.issues = issues
    }
}

/// One value of one field and what should come of it: the issues, and the normalized value
/// (nil when the field should be absent from the normalized submission).
struct ValueCase: Sendable, CustomTestStringConvertible {
    var value: FormValue
    var issues: [FormIssue]
    var normalized: FormValue?
    var note: String

    var testDescription: String { note.isEmpty ? value.jsonText() : "\(value.jsonText()) (\(note))" }

    init(_ value: FormValue, _ issues: [FormIssue] = [], normalized: FormValue? = nil, _ note: String = "") {
        self.value = value
        self.issues = issues
        self.normalized = normalized
        self.note = note
    }

    /// A value that is accepted and kept as is.
    static func accepted(_ value: FormValue, _ note: String = "") -> ValueCase {
        ValueCase(value, [], normalized: value, note)
    }

    /// A value that is accepted and normalized to `normalized`.
    static func accepted(_ value: FormValue, as normalized: FormValue, _ note: String = "") -> ValueCase {
        ValueCase(value, [], normalized: normalized, note)
    }

    /// A value that is rejected with these issues (the rejected value stays in the output).
    static func rejected(_ value: FormValue, _ issues: FormIssue..., note: String = "") -> ValueCase {
        ValueCase(value, issues, normalized: value, note)
    }
}

extension ValidationReport {
    /// The normalized value at a dotted name, if any.
    func normalizedValue(_ name: String) -> FormValue? {
        var current = normalized
        for component in name.split(separator: ".") {
            current = current?.object?[String(component)]
        }
        return current
    }
}

/// Sets a value at a dotted name, creating the objects on the way (the tests' own, simple
/// version, so expectations do not lean on the engine's).
func submission(_ members: [(String, FormValue)]) -> FormValue {
    func set(_ value: FormValue, _ path: ArraySlice<Substring>, in object: FormObject) -> FormObject {
        var object = object
        guard let first = path.first.map(String.init) else { return object }
        if path.count == 1 {
            object[first] = value
        } else {
            object[first] = .object(set(value, path.dropFirst(), in: object[first]?.object ?? FormObject()))
        }
        return object
    }
    var root = FormObject()
    for (name, value) in members { root = set(value, name.split(separator: ".")[...], in: root) }
    return .object(root)
}

/// Validates one field's value (with `others` beside it) and checks the issues and the field's
/// normalized value against the case.
func verify(
    _ testCase: ValueCase, field name: String, in form: CompiledForm, with others: [(String, FormValue)] = [],
    context: ValidationContext = Engine.context, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let report = form.check(submission(others + [(name, testCase.value)]), context: context)
    #expect(report.issues == testCase.issues, sourceLocation: sourceLocation)
    #expect(report.normalizedValue(name) == testCase.normalized, sourceLocation: sourceLocation)
}
