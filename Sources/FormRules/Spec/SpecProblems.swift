/// The problems found while a spec is read and compiled, in the order found: every one, so that
/// lint can list them all, while ``FormSpec/load(_:file:)`` throws the first.
///
/// A class, shared by the decoder and the compiler of one spec: the checks record into it from
/// closures and non-mutating methods. Never shared across threads (one spec, one check).
final class SpecProblems {
    private(set) var found: [SpecError] = []
    private var seen: Set<SpecError> = []
    /// Fields whose spec could not be read (an unknown type): checks that depend on their type
    /// skip them, so that one mistake is reported once.
    var unreadFields: Set<String> = []
    /// The place in the file (index in `fields`, `groups`) of each field and group read: a
    /// field that could not be read at all is left out, so later ones move up.
    var fieldPlaces: [Int] = []
    var groupPlaces: [Int] = []

    /// Notes a problem; the same problem found again (a condition's part reported by itself and
    /// then by the whole) is noted once.
    func record(_ error: SpecError) {
        if seen.insert(error).inserted { found.append(error) }
    }

    /// Runs a check, noting its problem instead of stopping; nil when it failed.
    @discardableResult
    func attempt<Result>(_ body: () throws(SpecError) -> Result) -> Result? {
        do {
            return try body()
        } catch {
            record(error)
            return nil
        }
    }

    /// A problem found in the spec as read, pointing at the file's place of its field or group.
    func placed(_ error: SpecError) -> SpecError {
        var parts = error.pointer.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, let index = Int(parts[2]) else { return error }
        let places = parts[1] == "fields" ? fieldPlaces : parts[1] == "groups" ? groupPlaces : []
        guard index < places.count else { return error }
        parts[2] = String(places[index])
        var placed = error
        placed.pointer = parts.joined(separator: "/")
        return placed
    }
}
