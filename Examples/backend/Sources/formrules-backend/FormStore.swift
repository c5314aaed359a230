import FormRules
import Synchronization

/// The compiled forms of a specs folder, each loaded on first use and then shared by every
/// request.
///
/// Only names of lowercase letters, digits and hyphens are looked up, so a name can never leave
/// the folder (`..`, `/`, `%2F` and the like are simply unknown forms). Names that have no spec
/// are not remembered: anyone can send any number of them.
final class FormStore: Sendable {
    /// What a name leads to.
    enum Lookup: Sendable {
        case found(CompiledForm)
        /// No spec of that name (or a name that cannot be one).
        case notFound
        /// The spec exists but does not load; the message says why (for the log).
        case broken(String)
    }

    let directory: String
    private let cache = Mutex<[String: Lookup]>([:])

    init(directory: String) {
        self.directory = directory
    }

    /// Whether `name` may name a spec: `[a-z0-9-]+`, at most 100 characters.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 100 && name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
    }

    /// The form named `name`, loading and compiling `<directory>/<name>.json` the first time.
    func form(named name: String) -> Lookup {
        guard Self.isValidName(name) else { return .notFound }
        if let known = cache.withLock({ $0[name] }) { return known }
        // Loaded outside the lock: two first requests may both load, and the first one stored wins.
        let lookup = load(name)
        if case .notFound = lookup { return lookup }
        return cache.withLock { cache in
            if let known = cache[name] { return known }
            cache[name] = lookup
            return lookup
        }
    }

    private func load(_ name: String) -> Lookup {
        let path = directory + "/" + name + ".json"
        do {
            return .found(try CompiledForm(FormSpec.load(contentsOf: path)))
        } catch let error as InputError where error.code == .notFound {
            return .notFound
        } catch let error as SpecError {
            return .broken(error.summary)
        } catch {
            return .broken("\(error)")
        }
    }
}
