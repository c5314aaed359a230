import Foundation
import Testing
@testable import FormRules

/// `list` fields: items of one value or of several fields, every rule inside an item, the
/// count and uniqueness rules, and problems named by their item.
@Suite struct ListFieldTests {
    static let booking = [
        #"{"name": "park", "type": "choice", "options": ["north", "south"]}"#,
        #"""
        {"name": "jumpers", "type": "list", "required": true, "minItems": 1, "maxItems": 3, "uniqueBy": "name",
         "items": {"fields": [
            {"name": "name", "type": "text", "required": true, "maxLength": 20},
            {"name": "ageGroup", "type": "choice", "options": ["adult", "minor"], "required": true},
            {"name": "guardian", "type": "text", "requiredIf": {"field": "ageGroup", "equals": "minor"}},
            {"name": "socks", "type": "choice", "options": ["s", "m"], "requiredIf": {"field": "park", "equals": "north"}}
         ]}}
        """#,
        #"{"name": "emails", "type": "list", "items": {"type": "email"}, "uniqueBy": true, "maxItems": 2}"#,
    ]

    /// A problem inside an item: the item field's path and pointer in the form, its label key per
    /// list, and the item it is in.
    static func inItem(
        _ list: String, _ position: Int, _ field: String?, _ rule: String, _ arguments: [MessageArgument] = [],
        label: String? = nil, item: String? = nil
    ) -> FormIssue {
        let path = list + "[\(position)]" + (field.map { "." + $0 } ?? "")
        let pointer = "/\(list)/\(position)" + (field.map { "/" + $0 } ?? "")
        var issue = FormIssue(
            path: path, pointer: pointer, rule: RuleCode(rawValue: rule), messageKey: "rule." + rule,
            arguments: [.key(label ?? "field." + list + (field.map { "." + $0 } ?? ""))] + arguments)
        // An item without fields is the value itself: its name stands for the field's.
        issue.enclosingItems = [EnclosingItem(labelKey: item ?? "item." + list, number: position + 1, namesTheValue: field == nil)]
        return issue
    }

    static let cases: [SubmissionCase] = [
        SubmissionCase(#"{"jumpers": [{"name": "Ann", "ageGroup": "adult"}]}"#),
        SubmissionCase(#"{"jumpers": []}"#, [expected("jumpers", "required")]),
        SubmissionCase(#"{}"#, [expected("jumpers", "required")]),
        SubmissionCase(#"{"jumpers": {"name": "Ann"}}"#, [typeIssue("jumpers", "type.list")]),
        SubmissionCase(
            #"{"jumpers": [{"name": " ", "ageGroup": "minor"}]}"#,
            [inItem("jumpers", 0, "name", "required"), inItem("jumpers", 0, "guardian", "required")]),
        SubmissionCase(
            #"{"jumpers": [{"name": "Ann", "ageGroup": "adult"}, {"name": "Bo", "ageGroup": "kid"}]}"#,
            [inItem("jumpers", 1, "ageGroup", "choice", [.text("kid")])]),
        SubmissionCase(
            #"{"park": "north", "jumpers": [{"name": "Ann", "ageGroup": "adult"}]}"#,
            [inItem("jumpers", 0, "socks", "required")]),
        SubmissionCase(
            #"{"jumpers": [{"name": "Ann", "ageGroup": "adult"}, {"name": "Ann", "ageGroup": "adult"}]}"#,
            [inItem("jumpers", 1, "name", "unique", [.integer(1)])]),
        SubmissionCase(
            #"{"jumpers": [{"name": "A", "ageGroup": "adult"}, {"name": "B", "ageGroup": "adult"}, {"name": "C", "ageGroup": "adult"}, {"name": "D", "ageGroup": "adult"}]}"#,
            [expected("jumpers", "maxItems", [.integer(3)])]),
        SubmissionCase(
            #"{"jumpers": [{"name": "Ann", "ageGroup": "adult", "shoe": 40}]}"#,
            [{
                var issue = FormIssue(path: "jumpers[0].shoe", pointer: "/jumpers/0/shoe", rule: "unknownField", messageKey: "rule.unknownField", arguments: [.excerpt(of: "shoe")])
                issue.enclosingItems = [EnclosingItem(labelKey: "item.jumpers", number: 1)]
                return issue
            }()]),
        SubmissionCase(
            #"{"jumpers": [7]}"#,
            [inItem("jumpers", 0, nil, "type", [.key("type.object")], label: "field.jumpers")]),
        SubmissionCase(
            #"{"jumpers": [{"name": "Ann", "ageGroup": "adult"}], "emails": ["a@b.co", "nope", "a@b.co"]}"#,
            [expected("emails", "maxItems", [.integer(2)]), inItem("emails", 1, nil, "email", label: "field.emails"),
             inItem("emails", 2, nil, "unique", [.integer(1)], label: "field.emails")]),
    ]

    @Test(arguments: cases)
    func checksEveryRuleInsideItemsAndNamesTheItem(_ testCase: SubmissionCase) throws {
        let report = try Engine.form(Self.booking).check(testCase.json)
        #expect(report.issues == testCase.issues)
    }

    @Test(arguments: cases)
    func theByteSourceDeclinesListsAndTheReportIsTheTrees(_ testCase: SubmissionCase) throws {
        let form = try Engine.form(Self.booking)
        // The form has a plan; a submission holding a list declines it (an array is never scanned).
        #expect(form.byteLevelPlan != nil)
        var validator = form.makeValidator(context: ValidationContext(today: Engine.today, output: .problems))
        let fromBytes = try validator.validate(json: Array(testCase.json.utf8))
        #expect(try fromBytes.issues == form.check(testCase.json, context: ValidationContext(today: Engine.today, output: .problems)).issues)
    }

    @Test func normalizesEachItemAndDropsHiddenItemFields() throws {
        let form = try Engine.form([
            #"{"name": "emails", "type": "list", "items": {"type": "email"}}"#,
            #"""
            {"name": "people", "type": "list", "items": {"fields": [
              {"name": "name", "type": "text"},
              {"name": "nickname", "type": "text", "visibleIf": {"field": "name", "present": true}}]}}
            """#,
        ])
        let report = try form.check(#"{"emails": [" Ann@Example.COM "], "people": [{"name": " Bo ", "nickname": "B"}, {"nickname": "X"}]}"#)
        #expect(report.issues.isEmpty)
        #expect(report.normalizedValue("emails") == ["Ann@example.com"])
        #expect(report.normalizedValue("people") == [["name": "Bo", "nickname": "B"], [:]])
    }

    @Test func givesEachItemsFieldStatesNamedInTheForm() throws {
        let report = try Engine.form(Self.booking).check(#"{"park": "north", "jumpers": [{"name": "Ann", "ageGroup": "minor"}]}"#)
        let items = try #require(report.field("jumpers")?.items)
        #expect(items.count == 1)
        #expect(items[0].map(\.name) == ["jumpers[0].name", "jumpers[0].ageGroup", "jumpers[0].guardian", "jumpers[0].socks"])
        #expect(items[0].map(\.pointer) == ["/jumpers/0/name", "/jumpers/0/ageGroup", "/jumpers/0/guardian", "/jumpers/0/socks"])
        #expect(items[0].map(\.required) == [true, true, true, true])
        #expect(items[0][1].options?.map(\.labelKey) == ["option.jumpers.ageGroup.adult", "option.jumpers.ageGroup.minor"])
    }

    @Test func messagesNameTheItemInTheReadersLanguage() throws {
        let issue = Self.inItem("jumpers", 2, "name", "required")
        let english = ListMessages(texts: ["item.jumpers": "Jumper %ld", "list.itemProblem": "%1$@: %2$@", "rule.required": "%1$@ is required.", "field.jumpers.name": "Name"])
        #expect(issue.message(using: english) == "Jumper 3: Name is required.")
        let keys = issue.message(using: MessageKeysOnly())
        #expect(keys == "list.itemProblem(item.jumpers(3), rule.required(field.jumpers.name))")
    }

    static let specErrors: [(spec: String, pointer: String, message: String)] = [
        (#"{"name": "xs", "type": "list"}"#, "/fields/0", "missing 'items'"),
        (#"{"name": "xs", "type": "list", "items": {"type": "email", "name": "x"}}"#, "/fields/0/items/name", "take no 'name'"),
        (#"{"name": "xs", "type": "list", "minItems": 3, "maxItems": 2, "items": {"type": "email"}}"#, "/fields/0/minItems", "minItems 3 is more than maxItems 2"),
        (#"{"name": "xs", "type": "list", "uniqueBy": "nmae", "items": {"fields": [{"name": "name", "type": "text"}]}}"#, "/fields/0/uniqueBy", "Did you mean 'name'?"),
        (#"{"name": "xs", "type": "list", "items": {"fields": [{"name": "a", "type": "text", "equals": "b"}]}}"#, "/fields/0/items/fields/0/equals", "'b' is not a field"),
        (#"{"name": "xs", "type": "list", "items": {"type": "text", "minLength": 5, "maxLength": 2}}"#, "/fields/0/items/minLength", "minLength 5 is more than maxLength 2"),
        (#"{"name": "xs", "type": "list", "items": {"fields": [{"name": "ys", "type": "list", "items": {"type": "text"}}]}}"#, "/fields/0/items/fields/0/type", "do not nest"),
        (#"{"name": "xs", "type": "text", "items": {"type": "text"}}"#, "/fields/0/items", "does not apply"),
    ]

    @Test(arguments: specErrors)
    func specErrorsPointIntoTheItems(_ testCase: (spec: String, pointer: String, message: String)) {
        #expect {
            _ = try Engine.form([testCase.spec])
        } throws: { error in
            guard let error = error as? SpecError else { return false }
            return error.pointer == testCase.pointer && error.message.contains(testCase.message) && error.location != nil
        }
    }

    @Test func itemRulesReadTheFormsFieldsAfterTheyAreFinal() throws {
        // `park` comes after the list in the spec: the list still sees its checked value.
        let form = try Engine.form([
            #"{"name": "jumpers", "type": "list", "items": {"fields": [{"name": "socks", "type": "text", "requiredIf": {"field": "park", "equals": "north"}}]}}"#,
            #"{"name": "park", "type": "choice", "options": ["north", "south"]}"#,
        ])
        #expect(try form.check(#"{"jumpers": [{}], "park": " north "}"#).issues == [Self.inItem("jumpers", 0, "socks", "required")])
        #expect(try form.check(#"{"jumpers": [{}], "park": "south"}"#).issues.isEmpty)
    }

    @Test func theSpecListsTheItemsKeysOncePerList() throws {
        let spec = try FormSpec.load(Array(Engine.specJSON(Self.booking).utf8))
        let keys = spec.messageKeys
        for key in ["item.jumpers", "list.itemProblem", "field.jumpers.name", "option.jumpers.ageGroup.minor", "rule.maxItems", "rule.unique", "type.list", "field.emails", "item.emails"] {
            #expect(keys.contains(key), "\(key)")
        }
        #expect(!keys.contains { $0.contains("[") })
    }
}

/// Renders from a small table, as a catalog would (for the wording of items' problems).
struct ListMessages: MessageRendering {
    var texts: [String: String]

    func message(_ key: String, arguments: [MessageArgument]) -> String {
        guard var text = texts[key] else { return key }
        for (position, argument) in arguments.enumerated() {
            let value: String = switch argument {
            case .key(let inner): texts[inner] ?? inner
            default: argument.description
            }
            text = text.replacingOccurrences(of: "%\(position + 1)$@", with: value)
        }
        if case .integer(let number)? = arguments.first { text = text.replacingOccurrences(of: "%ld", with: String(number)) }
        return text
    }
}
