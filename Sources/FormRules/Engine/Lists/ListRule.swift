/// A compiled `list` field: its items' own compiled form, the bounds on their count, what must
/// differ between items, and the form's fields that the items' rules read.
///
/// An item is validated as a submission of ``itemForm`` (every rule works inside an item, in
/// the one evaluation), then its problems are named by the item (``ValidationIssue/enclosingItems``).
struct ListRule: Sendable {
    let itemForm: CompiledForm
    /// Items are single values, validated as the item form's one field `value`.
    let wholeItem: Bool
    let minItems: Int?
    let maxItems: Int?
    /// Item fields whose values, together, no two items may share.
    let uniqueBy: [Int]
    let itemLabelKey: String
    /// The form's fields the items' rules read: the item form's external field, and the form's.
    let externals: [(item: Int, outer: Int)]

    /// The member name an item that is a single value is filed under in ``itemForm``.
    static let valueName = "value"
}
