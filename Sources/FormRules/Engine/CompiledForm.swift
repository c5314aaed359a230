/// A spec compiled for evaluation: immutable, `Sendable`, built once and shared by every
/// thread that validates submissions of its form.
///
/// ```swift
/// let form = try CompiledForm(contentsOf: "Specs/login.json")
/// let report = form.validate(try JSONReader().read(body), context: .init(today: today))
/// for issue in report.issues { print(issue.path, issue.rule) }  // "email email"
/// ```
public struct CompiledForm: Sendable {
    public let spec: FormSpec
    /// The rules of the project the spec was compiled with (empty when none).
    public let rules: RuleRegistry
    /// The most parts a dotted field name may have (`address.city` has 2): the JSON reader's
    /// default `JSONReader/Limits/maxDepth`, so that no field is deeper than a submission can
    /// be. Deeper names are a spec error (`badLimits`); the bound also keeps the normalized
    /// submission, which defaults can fill at any depth, shallow enough to write and free.
    public static let maximumNameDepth = 512

    let fields: [CompiledField]
    let groups: [CompiledGroup]
    /// Field indexes in an order where every field comes after the fields its availability and
    /// value depend on.
    let order: [Int]
    /// The submission's shape: which member names lead to which fields.
    let tree: PathTree
    /// How to check submissions straight from their JSON bytes; nil when the form needs trees.
    /// The steps every validator of the form runs.
    let program: FormProgram
    let byteLevelPlan: ByteLevelPlan?
    /// The indexes of the fields that declare remote checks (``FieldSpec/remote``).
    let remoteCheckFields: [Int]
    /// For a spec of variants (``FormSpec/Union``), the variants compiled; the form itself then
    /// has no fields.
    let union: CompiledUnion?
    /// The files the spec was read from: its own first, then those it extends, includes or
    /// lists as variants. A server that reloads a changed spec watches them all. Empty for a
    /// spec compiled from a ``FormSpec`` or from bytes without a file name.
    ///
    /// ```swift
    /// try CompiledForm(contentsOf: "Specs/personal-details.json").files
    /// // ["Specs/personal-details.json", "Specs/Parts/address.json"]
    /// ```
    public let files: [String]

    /// Compiles a spec: references to fields, their types, limits, and cycles among conditions
    /// and derived values are checked here. ``FormSpec/load(_:file:)`` checks the same (it
    /// compiles the spec to do so, and locates each problem in the file); to read a spec and
    /// validate with it, ``init(contentsOf:rules:)`` reads, checks and compiles it once.
    /// - Throws: ``SpecError`` with the JSON Pointer of the offending part of the spec.
    public init(_ spec: FormSpec) throws(SpecError) {
        try self.init(spec, rules: RuleRegistry())
    }

    /// Compiles a spec whose fields may use the rules of a project (``CustomRule``), made from
    /// the parameters the spec gives them.
    ///
    /// ```swift
    /// let form = try CompiledForm(spec, rules: rules)
    /// ```
    /// - Throws: ``SpecError`` as ``init(_:)`` does, and for a rule `rules` lacks (with a
    ///   suggestion among its names) or parameters the rule refuses.
    public init(_ spec: FormSpec, rules: RuleRegistry) throws(SpecError) {
        try self.init(spec, rules: rules, scope: nil)
    }

    /// Compiles a form, or the items of a list inside the form `scope` describes.
    init(_ spec: FormSpec, rules: RuleRegistry, scope: ListScope?, files: [String] = []) throws(SpecError) {
        var compiler = FormCompiler(spec: spec, rules: rules, scope: scope)
        let compiled = try compiler.compile()
        let union = try spec.union.map { (union) throws(SpecError) in try CompiledUnion(union, form: spec.name, rules: rules) }
        self.init(spec, rules: rules, compiled: compiled, union: union, files: files)
    }

    /// The form a compiler's output makes: the program every validator of it runs.
    init(_ spec: FormSpec, rules: RuleRegistry, compiled: FormCompiler.Output, union: CompiledUnion? = nil, files: [String] = []) {
        self.spec = spec
        self.union = union
        self.files = files
        self.rules = rules
        fields = compiled.fields
        groups = compiled.groups
        order = compiled.order
        tree = compiled.tree
        program = FormProgram(fields: fields, tables: compiled.tables, order: order, groups: groups)
        // A spec of variants reads each message's tag from its tree (``CompiledUnion``).
        byteLevelPlan = union == nil ? ByteLevelPlan(program: program, tree: tree) : nil
        remoteCheckFields = compiled.fields.indices.filter { !compiled.fields[$0].spec.remote.isEmpty }
    }

    /// The index of the field with this dotted name.
    func fieldIndex(_ name: String) -> Int? {
        fields.firstIndex { $0.spec.name == name }
    }
}

/// The nested member names of a form's fields: `address.stateCode` is `stateCode` under `address`.
///
/// Children are a small array: a form's objects have a few dozen members at most, and the
/// validator finds most by position (submissions repeat their key order). A node with more than
/// ``PathTree/indexThreshold`` children also keeps a dictionary from name to slot, so that a
/// spec of many fields under one parent compiles, and its submissions are read, in linear time.
struct PathTree: Sendable {
    /// Nodes with more children than this keep a name index.
    static let indexThreshold = 16

    struct Node: Sendable {
        var childNames: [String] = []
        var childNodes: [Int] = []
        /// The slot of each child's name, for nodes of many children.
        var slots: [String: Int]?
        /// The field whose value this member is.
        var field: Int?

        func child(named name: String) -> Int? {
            let slot = if let slots { slots[name] } else { childNames.firstIndex(of: name) }
            return slot.map { childNodes[$0] }
        }

        mutating func append(_ name: String, node: Int) {
            childNames.append(name)
            childNodes.append(node)
            if slots != nil {
                slots?[name] = childNames.count - 1
            } else if childNames.count > PathTree.indexThreshold {
                slots = Dictionary(uniqueKeysWithValues: zip(childNames, childNames.indices))
            }
        }
    }

    private(set) var nodes: [Node] = [Node()]

    /// Per node, flattened for the validator (which reads them for every member): the names and
    /// nodes of its children, and the field it is (-1 for none).
    private(set) var childNames: [[String]] = []
    private(set) var childNodes: [[Int]] = []
    private(set) var fieldOfNode: [Int] = []
    /// Per node of many children, the slot of each child's name (nil for the others).
    private(set) var childSlots: [[String: Int]?] = []

    /// Fills the flattened views once every field is in.
    mutating func finish() {
        childNames = nodes.map { $0.childNames }
        childNodes = nodes.map { $0.childNodes }
        fieldOfNode = nodes.map { $0.field ?? -1 }
        childSlots = nodes.map { $0.slots }
    }

    /// The position of `name` among `names`, searching from `start` onward and then from the
    /// beginning: submissions mostly list members in the spec's order, so the search usually
    /// ends at once. Lengths are compared before strings.
    @inline(__always)
    static func slot(of name: String, in names: [String], from start: Int) -> Int? {
        let length = name.utf8.count
        let count = names.count
        var index = start < count ? start : 0
        for _ in 0..<count {
            if names[index].utf8.count == length, names[index] == name { return index }
            index = index + 1 == count ? 0 : index + 1
        }
        return nil
    }

    /// Adds a field; returns the index of a field that conflicts (one name is a prefix of the other).
    mutating func insert(_ components: [String], field: Int) -> Int? {
        var node = 0
        for component in components {
            if let existing = nodes[node].field { return existing }
            if let child = nodes[node].child(named: component) {
                node = child
            } else {
                nodes.append(Node())
                nodes[node].append(component, node: nodes.count - 1)
                node = nodes.count - 1
            }
        }
        if let existing = nodes[node].field { return existing }
        if !nodes[node].childNodes.isEmpty { return firstField(under: node) }
        nodes[node].field = field
        return nil
    }

    private func firstField(under node: Int) -> Int? {
        if let field = nodes[node].field { return field }
        for child in nodes[node].childNodes { if let field = firstField(under: child) { return field } }
        return nil
    }
}

extension CompiledForm {
    /// The run-time option sets (`optionsFrom`) this form needs that `context` does not give,
    /// with the first field needing each: check once before validating, to fail with a clear
    /// error instead of a `choice.optionsMissing` problem on every submission.
    ///
    /// ```swift
    /// form.missingOptionSets(in: ValidationContext(today: today))   // [(field: "avatar.top", optionSet: "avatar.top")]
    /// ```
    public func missingOptionSets(in context: ValidationContext) -> [(field: String, optionSet: String)] {
        var missing: [(field: String, optionSet: String)] = []
        for field in fields {
            guard field.step.kind == .runtimeChoice, case let rule = program.runtimeChoices[field.step.table],
                  context.optionSets[rule.optionSet] == nil,
                  !missing.contains(where: { $0.optionSet == rule.optionSet }) else { continue }
            missing.append((field.name, rule.optionSet))
        }
        return missing
    }
}
