extension CompiledForm {
    /// Validates one submission.
    ///
    /// For many submissions in a row, ``makeValidator(context:)`` reuses its working storage.
    public func validate(_ submission: FormValue, context: ValidationContext) -> ValidationReport {
        var validator = makeValidator(context: context)
        return validator.validate(submission)
    }

    /// Validates one JSON document (a request body): a backend's usual call, bytes in and a
    /// report out. With ``ReportContents/problems`` most forms are checked straight from the
    /// bytes (see ``FormValidator``).
    ///
    /// ```swift
    /// let form = try CompiledForm(contentsOf: "Specs/login.json")
    /// let report = try form.validate(json: body, context: ValidationContext(today: today, output: .problems))
    /// print(report.isValid)
    /// ```
    /// - Throws: `JSONReadError` when the text is not JSON within `limits`.
    public func validate(
        json bytes: some Collection<UInt8>, context: ValidationContext, limits: JSONReader.Limits = JSONReader.Limits()
    ) throws(JSONReadError) -> ValidationReport {
        var validator = makeValidator(context: context)
        return try validator.validate(json: bytes, limits: limits)
    }

    /// A validator for many submissions of this form, in one thread.
    public func makeValidator(context: ValidationContext) -> FormValidator {
        FormValidator(form: self, context: context)
    }
}

/// Validates submissions of one form, reusing its working storage from one to the next.
///
/// The one place where a submission's path is chosen. Both paths run the same
/// `Evaluation`; they differ in where values come from:
/// - ``validate(_:)`` reads a `FormValue` tree, and gives every part of the report the
///   context's ``ValidationContext/output`` asks for (field states, the normalized submission);
/// - ``validate(json:limits:file:)`` reads JSON text. When the context asks for the problems
///   only (``ReportContents/problems``, a backend's usual case) and the form allows it, values
///   are read straight from the bytes, without building a tree: several times faster, the same
///   problems in the same order. Anything else, or anything out of the ordinary in the text,
///   takes the tree.
///
/// A value type: each copy has its own working storage, so give each thread its own copy (the
/// ``CompiledForm`` behind it is shared, immutable).
///
/// ```swift
/// var validator = form.makeValidator(context: ValidationContext(today: today, output: .problems))
/// for body in requestBodies { if !(try validator.validate(json: body)).isValid { ... } }
/// ```
public struct FormValidator: Sendable {
    public let form: CompiledForm
    public var context: ValidationContext

    /// The tree source's values, reused from one submission to the next.
    private var tree: TreeValues
    private var unknown: [ValidationIssue] = []
    /// Members kept under `unknownFields: keep`, by their member names from the root.
    private var unknownKept: [([String], FormValue)] = []
    /// Problems with undeclared members found past ``ValidationContext/maxIssues``: counted,
    /// not built.
    private var unknownUnbuilt = 0
    /// Working storage of the evaluation, made on first use (``storageForUse()``).
    private var storage: EvaluationStorage?
    /// For a list's item form: the values of the form's fields that the item's rules read,
    /// by the item form's external field (``ListScope``).
    var externals: [(Int, FormValue?)] = []
    /// The remote checks the last validation found due and the context's
    /// ``ValidationContext/remoteAnswers`` did not answer: a field that declares them is
    /// available, has a value and passed every local rule (in an update, one the update sends).
    /// `RemoteValidation` runs them; empty for a form that declares none.
    public private(set) var remoteChecksDue: [RemoteCheckRequest] = []
    /// For a spec of variants, a validator of each variant, made on first use.
    private var variantValidators: [FormValidator] = []

    init(form: CompiledForm, context: ValidationContext) {
        self.form = form
        self.context = context
        tree = TreeValues(program: form.program, context: context)
    }

    /// Validates one submission: every problem, and the field states and normalized
    /// submission the context's ``ValidationContext/output`` asks for.
    public mutating func validate(_ submission: FormValue) -> ValidationReport {
        if let union = form.union { return validate(submission, of: union) }
        reset()
        guard case .object(let root) = submission else {
            return ValidationReport(issues: [FormSpec.submissionTypeIssue(submission)], fields: [], normalized: nil)
        }
        collect(root, node: 0, prefix: [])
        if case .update(let original) = context.mode { prepareUpdate(original: original) }
        for (index, value) in externals {
            tree.fields[index].submitted = value
            tree.fields[index].value = value
        }
        let storage = storageForUse()
        EvaluationStorage.zero(storage.work)
        tree.context = context
        var values = TreeValues(program: form.program, context: context, count: 0)
        swap(&values, &tree)  // the evaluation owns the values while it runs: no copy on write
        var evaluation = Evaluation(program: form.program, today: context.today, values: values, storage: storage)
        var issues = evaluation.run()
        issues += unknown
        if !form.remoteCheckFields.isEmpty { issues += remoteChecks(UnsafeBufferPointer(storage.work), evaluation.values) }
        ProblemLimit.apply(to: &issues, unbuilt: unknownUnbuilt, maximum: context.maxIssues)
        let work = UnsafeBufferPointer(storage.work)
        let patch = context.output.contains(.normalized) ? normalizedSubmission(work, evaluation.values) : nil
        let report = ValidationReport(
            issues: issues,
            fields: context.output.contains(.fieldStates) ? fieldStates(work, evaluation) : [],
            normalized: patch?.value, changed: patch?.changed ?? [])
        swap(&evaluation.values, &tree)
        return report
    }

    /// Validates one submission given as JSON text: the same report as reading it with
    /// `JSONReader` and passing the value to ``validate(_:)``; read straight from the bytes
    /// when the context asks for the problems only (see ``FormValidator``).
    ///
    /// ```swift
    /// var validator = form.makeValidator(context: ValidationContext(today: today, output: .problems))
    /// let report = try validator.validate(json: Array(#"{"email": "jane@example.com"}"#.utf8))
    /// ```
    /// - Throws: `JSONReadError` when the text is not JSON within `limits`.
    public mutating func validate(
        json bytes: some Collection<UInt8>, limits: JSONReader.Limits = JSONReader.Limits(), file: String? = nil
    ) throws(JSONReadError) -> ValidationReport {
        // A spec of variants has no byte-level plan: it reads the tag from the tree, and its
        // variant then reads the same tree.
        let quick: ValidationReport?? = bytes.withContiguousStorageIfAvailable { validateBytes($0, limits: limits) }
        if let report = quick ?? nil { return report }
        return validate(try JSONReader(limits: limits).read(bytes, file: file))
    }

    /// Validates a message of a spec of variants with the variant its tag chooses, or, when
    /// its tag chooses none, reports the tag (missing, or not one of the variants').
    private mutating func validate(_ submission: FormValue, of union: CompiledUnion) -> ValidationReport {
        remoteChecksDue.removeAll(keepingCapacity: true)
        guard let slot = union.variantIndex(of: submission) else { return union.tagReport(submission) }
        if variantValidators.isEmpty { variantValidators = union.variants.map { $0.makeValidator(context: context) } }
        variantValidators[slot].context = context
        let report = variantValidators[slot].validate(submission)
        remoteChecksDue = variantValidators[slot].remoteChecksDue
        return report
    }

    /// A field's value after the last validation (for a list's `uniqueBy`).
    func finalValue(of index: Int) -> FormValue? { tree.fields[index].value }

    /// The working storage, made for this copy of the validator if it has none of its own
    /// (a copied validator shares its original's until then).
    mutating func storageForUse() -> EvaluationStorage {
        if isKnownUniquelyReferenced(&storage), let storage { return storage }
        let made = EvaluationStorage(fields: form.fields.count, nodes: form.byteLevelPlan?.nodeCount ?? 0)
        storage = made
        return made
    }

    /// The remote checks due after the local rules: those the context answers become problems
    /// when they fail; the others are left in ``remoteChecksDue``.
    private mutating func remoteChecks(_ work: UnsafeBufferPointer<FieldWork>, _ values: TreeValues) -> [ValidationIssue] {
        var failures: [ValidationIssue] = []
        let isUpdate = context.mode.isUpdate
        for index in form.remoteCheckFields {
            let current = values.fields[index]
            guard work[index].isAvailable, work[index].problems == 0, !work[index].isBlank, !isUpdate || current.touched,
                  let value = current.value, !TreeValues.isEmpty(value) else { continue }
            let field = form.fields[index]
            for use in field.spec.remote {
                let request = RemoteCheckRequest(
                    check: use.name, messageKey: use.messageKey, field: field.name, pointer: field.pointer, labelKey: field.labelKey, value: value)
                switch context.remoteAnswers.passes(use.name, value: value) {
                case true?: break
                case false?: failures.append(request.failure)
                case nil: remoteChecksDue.append(request)
                }
            }
        }
        return failures
    }

    private mutating func reset() {
        remoteChecksDue.removeAll(keepingCapacity: true)
        tree.reset()
        unknown.removeAll(keepingCapacity: true)
        unknownUnbuilt = 0
        unknownKept.removeAll(keepingCapacity: true)
    }

    // MARK: Reading the submission

    /// Files each member of `object` under its field, and notes members the spec does not declare.
    private mutating func collect(_ object: FormObject, node: Int, prefix: [String]) {
        let names = form.tree.childNames[node]
        let children = form.tree.childNodes[node]
        let slots = form.tree.childSlots[node]
        var cursor = 0
        for entry in object.entries {
            let found = if let slots { slots[entry.key] } else { PathTree.slot(of: entry.key, in: names, from: cursor) }
            guard let slot = found else {
                noteUnknown(prefix, entry.key, entry.value)
                continue
            }
            cursor = slot + 1
            let child = children[slot]
            let field = form.tree.fieldOfNode[child]
            if field >= 0 {
                tree.fields[field].submitted = entry.value
            } else if case .object(let nested) = entry.value {
                collect(nested, node: child, prefix: prefix + [entry.key])
            } else {
                // `address` must be an object holding the address fields. The container is named
                // by its label key (`field.address`), as fields are, so the message shows a label.
                guard unknown.count < context.maxIssues else {
                    unknownUnbuilt += 1
                    continue
                }
                let path = prefix + [entry.key]
                let name = path.joined(separator: ".")
                unknown.append(ValidationIssue(
                    path: name, pointer: FieldPath.pointer(components: path), rule: "type", messageKey: "rule.type",
                    arguments: [.key(FormSpec.containerLabelKey(name)), .key("type.object")]))
            }
        }
    }

    /// Marks what an update sends, and fills what it does not send from the stored record (or
    /// marks it unknown when there is none). A `null` clears a field.
    private mutating func prepareUpdate(original: FormValue?) {
        for index in tree.fields.indices {
            guard let sent = tree.fields[index].submitted else { continue }
            tree.fields[index].touched = true
            tree.fields[index].cleared = TreeValues.isEmpty(sent)
            if sent == .null, !form.fields[index].step.nullable { tree.fields[index].submitted = nil }
        }
        guard case .object(let stored)? = original else {
            // A stored record never holds secrets (a password, its confirmation): one the
            // update does not send is absent, so a new password still needs its confirmation.
            for field in form.fields where !tree.fields[field.index].touched && !field.secret { tree.fields[field.index].unknown = true }
            return
        }
        for field in form.fields where !tree.fields[field.index].touched {
            tree.fields[field.index].submitted = stored.valueIfPresent(at: field.components[...])
        }
    }

    /// Notes the undeclared member `key` of the object at `prefix`. Past the report's bound the
    /// problem is only counted: its path and message would be dropped anyway.
    private mutating func noteUnknown(_ prefix: [String], _ key: String, _ value: FormValue) {
        switch form.spec.unknownFields {
        case .reject:
            guard unknown.count < context.maxIssues else {
                unknownUnbuilt += 1
                return
            }
            unknown.append(.unknownMember(at: prefix + [key]))
        case .ignore: break
        case .keep: unknownKept.append((prefix + [key], value))
        }
    }

    // MARK: Output

    private func fieldStates(_ work: UnsafeBufferPointer<FieldWork>, _ evaluation: Evaluation<TreeValues>) -> [FieldState] {
        form.fields.filter { !$0.step.isExternal }.map { field in
            let index = field.index
            let current = evaluation.values.fields[index]
            let available = work[index].isAvailable
            var state = FieldState(
                name: field.name, pointer: field.pointer, labelKey: field.labelKey, visible: !work[index].hidden,
                enabled: !work[index].disabled, required: available && evaluation.requires(index),
                value: available && !field.secret ? current.value : nil)
            let step = field.step
            switch step.kind {
            case .choice:
                let rule = form.program.choices[step.table]
                state.options = rule.options.map { FieldState.Option(value: $0, labelKey: rule.labelKey(for: $0)) }
            case .runtimeChoice:
                let rule = form.program.runtimeChoices[step.table]
                state.options = rule.options(in: context.optionSets).map { FieldState.Option(value: $0, labelKey: rule.labelStem + "." + $0) }
            case .region:
                let catalog = form.program.regionTables[step.table]
                let country = evaluation.country(in: step.countryField)
                let regions = country.map { catalog.regions(in: $0) } ?? []
                state.options = regions.map { FieldState.Option(value: $0.code, labelKey: $0.messageKey) }
                if regions.isEmpty {
                    state.noOptionsReason = country == nil ? .noCountry : .countryHasNoRegions
                    // No picker to show: a value sent anyway is still checked (and refused).
                    if country != nil { state.enabled = false }
                }
            case .height:
                let rule = form.program.heights[step.table]
                let notch = current.notch ?? (current.value.map(TreeValues.isEmpty) ?? true ? rule.scale.defaultNotch : nil)
                if let notch {
                    state.height = FieldState.HeightState(
                        inches: notch.height.inches, imperialLabel: notch.imperialLabel,
                        centimetres: notch.height.roundedCentimetres, isLabelledNotch: notch.isWholeInch)
                }
            case .list:
                state.items = current.itemStates
            default: break
            }
            return state
        }
    }

    /// The submission as it should be stored: fields in spec order, nested by their dotted names.
    /// Secrets are left out unless the context asks for them (``ReportContents/secrets``). An
    /// update's holds only what it sends, a cleared field as `null` (a secret too: unlinking an
    /// account reveals nothing), and names every field it sets or clears, secret or not.
    private func normalizedSubmission(_ work: UnsafeBufferPointer<FieldWork>, _ tree: TreeValues) -> (value: FormValue, changed: [String]) {
        var root = FormObject()
        var changed: [String] = []
        let isUpdate = context.mode.isUpdate
        let withSecrets = context.output.contains(.secrets)
        for field in form.fields where !field.step.isExternal {
            let index = field.index
            let current = tree.fields[index]
            let available = work[index].isAvailable
            if isUpdate {
                // A clearing is applied whatever else holds (a state cleared with its
                // country); a value only when it is available and passed its rules.
                if current.touched, current.cleared {
                    FormValue.insert(.null, at: field.components[...], into: &root)
                    changed.append(field.name)
                } else if current.touched, available, work[index].problems == 0, let value = current.value, !TreeValues.isEmpty(value) {
                    if !field.secret || withSecrets { FormValue.insert(value, at: field.components[...], into: &root) }
                    changed.append(field.name)
                }
                continue
            }
            if field.secret, !withSecrets { continue }
            guard available, let value = current.value, !(value.isNull) else { continue }
            if case .string(let text) = value, text.isEmpty, current.submitted == nil { continue }
            FormValue.insert(value, at: field.components[...], into: &root)
        }
        for (path, value) in unknownKept where root.valueIfPresent(at: path[...]) == nil {
            // A kept member never replaces a checked field (a top-level "address.city" is its own member).
            FormValue.insert(value, at: path[...], into: &root)
        }
        return (.object(root), changed)
    }
}

