/// A spec compiled for evaluation: immutable, `Sendable`, built once and shared by every
/// thread that validates submissions of its form.
///
/// ```swift
/// let form = try CompiledForm(FormSpec.load(contentsOf: "Specs/login.json"))
/// let report = form.validate(try JSONReader().read(body), context: .init(today: today))
/// for issue in report.issues { print(issue.path, issue.rule) }  // "email email"
/// ```
public struct CompiledForm: Sendable {
    public let spec: FormSpec
    let fields: [CompiledField]
    let groups: [CompiledGroup]
    /// Field indexes in an order where every field comes after the fields its availability and
    /// value depend on.
    let order: [Int]
    /// The submission's shape: which member names lead to which fields.
    let tree: PathTree

    /// Compiles a spec, checking what loading cannot: references to fields, their types,
    /// limits, and cycles among conditions and derived values.
    /// - Throws: ``SpecError`` with the JSON Pointer of the offending part of the spec.
    public init(_ spec: FormSpec) throws(SpecError) {
        self.spec = spec
        var compiler = FormCompiler(spec: spec)
        let compiled = try compiler.compile()
        fields = compiled.fields
        groups = compiled.groups
        order = compiled.order
        tree = compiled.tree
    }

    /// The index of the field with this dotted name.
    func fieldIndex(_ name: String) -> Int? {
        fields.firstIndex { $0.spec.name == name }
    }
}

/// The nested member names of a form's fields: `address.stateCode` is `stateCode` under `address`.
struct PathTree: Sendable {
    struct Node: Sendable {
        var children: [String: Int] = [:]
        /// The field whose value this member is.
        var field: Int?
    }

    private(set) var nodes: [Node] = [Node()]

    /// Adds a field; returns the index of a field that conflicts (one name is a prefix of the other).
    mutating func insert(_ components: [String], field: Int) -> Int? {
        var node = 0
        for component in components {
            if let existing = nodes[node].field { return existing }
            if let child = nodes[node].children[component] {
                node = child
            } else {
                nodes.append(Node())
                nodes[node].children[component] = nodes.count - 1
                node = nodes.count - 1
            }
        }
        if let existing = nodes[node].field { return existing }
        if !nodes[node].children.isEmpty { return firstField(under: node) }
        nodes[node].field = field
        return nil
    }

    private func firstField(under node: Int) -> Int? {
        if let field = nodes[node].field { return field }
        for child in nodes[node].children.values.sorted() { if let field = firstField(under: child) { return field } }
        return nil
    }
}
