extension TreeValues {
    /// A list's items, each validated as a submission of the list's item form with the values of
    /// the form's fields its rules read; its count against `minItems` and `maxItems`; the
    /// `uniqueBy` values of each item against the earlier items'. The list's value becomes its
    /// items' normalized values; their field states are kept for the report.
    mutating func evaluateList(_ index: Int, _ rule: ListRule) -> WholeValueOutcome {
        guard case .array(let items)? = fields[index].value else { return .pass }
        var failures: [RuleFailure] = []
        if let minimum = rule.minItems, items.count < minimum { failures.append(RuleFailure(.minItems, [.integer(minimum)])) }
        if let maximum = rule.maxItems, items.count > maximum { failures.append(RuleFailure(.maxItems, [.integer(maximum)])) }
        let list = program.fields[index]
        // Items are checked whole, whatever the mode: an update sends a changed list whole.
        var itemContext = context
        itemContext.mode = .full
        itemContext.output.insert(.normalized)
        var validator = rule.itemForm.makeValidator(context: itemContext)
        validator.externals = rule.externals.map { ($0.item, fields[$0.outer].value) }
        var issues: [ValidationIssue] = []
        var normalized: [FormValue] = []
        normalized.reserveCapacity(items.count)
        var states: [[FieldState]] = []
        var firstWithValues: [[FormValue]: Int] = [:]
        for (position, item) in items.enumerated() {
            let place = ItemPlace(list: list, position: position, rule: rule)
            let submission: FormValue = rule.wholeItem ? .object([ListRule.valueName: item]) : item
            guard case .object = submission else {
                issues.append(place.issue(ValidationIssue(
                    path: "", pointer: "", rule: .type, messageKey: RuleCode.type.messageKey,
                    arguments: [.key(list.labelKey), .key("type.object")])))
                normalized.append(item)
                continue
            }
            let report = validator.validate(submission)
            issues += report.issues.map(place.issue)
            normalized.append(rule.wholeItem ? report.normalized?.object?[ListRule.valueName] ?? .null : report.normalized ?? item)
            if context.output.contains(.fieldStates) { states.append(report.fields.map(place.state)) }
            guard !rule.uniqueBy.isEmpty else { continue }
            let values = rule.uniqueBy.compactMap { validator.finalValue(of: $0) }
            guard values.count == rule.uniqueBy.count, !values.contains(where: Self.isEmpty) else { continue }
            if let earlier = firstWithValues[values] {
                let field = rule.itemForm.fields[rule.uniqueBy[0]]
                issues.append(place.issue(ValidationIssue(
                    path: field.name, pointer: field.pointer, rule: .unique, messageKey: field.messageKey(for: .unique),
                    arguments: [.key(field.labelKey), .integer(earlier + 1)])))
            } else {
                firstWithValues[values] = position
            }
        }
        fields[index].value = .array(normalized)
        fields[index].itemStates = states
        return failures.isEmpty && issues.isEmpty ? .pass : .items(failures, issues)
    }
}

/// One item of a list: how its problems and states are named in the form's report.
struct ItemPlace {
    let path: String
    let pointer: String
    let mention: EnclosingItem
    let wholeItem: Bool

    init(list: CompiledField, position: Int, rule: ListRule) {
        path = list.name + "[\(position)]"
        pointer = list.pointer + "/\(position)"
        mention = EnclosingItem(labelKey: rule.itemLabelKey, number: position + 1)
        wholeItem = rule.wholeItem
    }

    /// A name inside the item as a name in the form: `name` is `jumpers[2].name`.
    func path(of inner: String) -> String {
        wholeItem || inner.isEmpty ? path : path + "." + inner
    }

    func pointer(of inner: String) -> String {
        wholeItem ? pointer : pointer + inner
    }

    func issue(_ issue: ValidationIssue) -> ValidationIssue {
        var issue = issue
        // A problem about the item itself (a list of single values, or an item that is not an
        // object) names the item where it names the field: "Park 2 must be…".
        var mention = mention
        mention.namesTheValue = wholeItem || issue.path.isEmpty
        issue.path = path(of: issue.path)
        issue.pointer = pointer(of: issue.pointer)
        issue.enclosingItems.insert(mention, at: 0)
        return issue
    }

    func state(_ state: FieldState) -> FieldState {
        var state = state
        state.name = path(of: state.name)
        state.pointer = pointer(of: state.pointer)
        return state
    }
}
