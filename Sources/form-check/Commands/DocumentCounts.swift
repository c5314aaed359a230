/// How many documents were valid and invalid.
struct DocumentCounts: Sendable {
    var valid = 0
    var invalid = 0
    var total: Int { valid + invalid }
}
