import FormRules
import Logging
import Synchronization

/// The compiled forms of a specs folder, each loaded on first use and then shared by every
/// request until its file changes.
///
/// Only names of lowercase letters, digits and hyphens are looked up, so a name can never leave
/// the folder (`..`, `/`, `%2F` and the like are simply unknown forms). Names that have no spec
/// are not remembered: anyone can send any number of them. Each request compares the file's
/// modification time, size and inode (one `stat`) with those it was loaded from, so an edited
/// spec takes effect on the next request without a restart. An edit that does not load (a
/// typo, or a file read while it is rewritten in place) is logged, and the version loaded
/// before goes on being served; a spec that never loaded answers 500.
final class FormStore: Sendable {
    /// A form ready to validate with.
    struct Loaded: Sendable {
        let form: CompiledForm
        /// The spec's text as compiled, for the live form's page (its engine in WebAssembly
        /// compiles the same spec): bundled, with the files it names put in place, since a
        /// page reads no files.
        let specBytes: [UInt8]
        /// The stamps of the other files the spec was read from (what it extends, includes or
        /// lists as variants): a change to one reloads the form as a change to the spec does.
        let others: [(path: String, stamp: FileStamp?)]

        var isCurrent: Bool { others.allSatisfy { FileStamp(path: $0.path) == $0.stamp } }
    }

    /// What a name leads to.
    enum Lookup: Sendable {
        case found(Loaded)
        /// No spec of that name (or a name that cannot be one).
        case notFound
        /// The spec exists but does not load; the message says why and where (for the log).
        case broken(String)
    }

    private struct Entry: Sendable {
        var stamp: FileStamp
        var lookup: Lookup

        /// Whether every other file the form was read from is as it was.
        var isCurrent: Bool {
            if case .found(let loaded) = lookup { return loaded.isCurrent }
            return true
        }
    }

    let directory: String
    private let logger: Logger
    private let cache = Mutex<[String: Entry]>([:])

    init(directory: String, logger: Logger) {
        self.directory = directory
        self.logger = logger
    }

    /// Whether `name` may name a spec: `[a-z0-9-]+`, at most 100 characters.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 100 && name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
    }

    /// The form named `name`, loading and compiling `<directory>/<name>.json` the first time and
    /// whenever the file has changed since.
    func form(named name: String) -> Lookup {
        guard Self.isValidName(name) else { return .notFound }
        let path = directory + "/" + name + ".json"
        guard let stamp = FileStamp(path: path) else {
            cache.withLock { _ = $0.removeValue(forKey: name) }
            return .notFound
        }
        if let known = cache.withLock({ $0[name] }), known.stamp == stamp, known.isCurrent { return known.lookup }
        // Loaded outside the lock: two first requests may both load; the last one stored stays.
        // A file changed between the stamp and the read is stored under the older stamp, so the
        // next request loads it again.
        var lookup = load(path)
        switch lookup {
        case .notFound:
            return lookup
        case .broken(let reason):
            // A spec that loaded before keeps being served while its file does not load: an
            // edit with a typo, or a file caught halfway through being rewritten in place,
            // must not turn every request into a 500. The log says so for each version.
            if case .found(let previous)? = cache.withLock({ $0[name]?.lookup }) {
                logger.error("form '\(name)': the spec does not load: \(reason); still serving the version loaded before")
                lookup = .found(previous)
            } else {
                logger.error("form '\(name)': the spec does not load: \(reason)")
            }
        case .found(let loaded):
            logger.info("form '\(name)': loaded \(path)")
            // The example implements no remote check: say so once per load, loudly, rather than
            // let a declared check pass in silence (a real backend registers each one and loads
            // with CompiledForm(contentsOf:rules:remoteChecks:), which refuses a missing one).
            var declared: [String] = []
            for field in loaded.form.spec.fields {
                for use in field.remote where !declared.contains(use.name) { declared.append(use.name) }
            }
            if !declared.isEmpty {
                logger.warning("form '\(name)': declares remote checks this server does not implement, so they are not run: \(declared.joined(separator: ", "))")
            }
        }
        cache.withLock { $0[name] = Entry(stamp: stamp, lookup: lookup) }
        return lookup
    }

    /// The server was started without the run-time options a form needs: its operator's to
    /// fix, so the log says how.
    func logMissingOptions(form: String, field: String, optionSet: String) {
        logger.error("form '\(form)': field '\(field)' takes its options at run time (option set '\(optionSet)'); start the server with --options <file>")
    }

    private func load(_ path: String) -> Lookup {
        do {
            // Read, checked and compiled once; a FIFO or a socket named *.json is refused, not waited on.
            let form = try CompiledForm(contentsOf: path)
            // Stamped before they are read again for the page, so that a file changed in
            // between reloads the form on the next request.
            let others = form.files.dropFirst().map { (path: $0, stamp: FileStamp(path: $0)) }
            // Read again for the page only after it compiled (so it is a regular file).
            let bytes = form.files.count > 1
                ? Array(try FormSpec.bundle(contentsOf: path).jsonText().utf8)
                : try InputFile(path: path).readAll(limit: 16 << 20)
            return .found(Loaded(form: form, specBytes: bytes, others: others))
        } catch let error as InputError where error.code == .notFound {
            return .notFound
        } catch let error as SpecError {
            // `file:line:column: message`; a spec error found after parsing has only a pointer.
            return .broken(error.location == nil ? "\(path): \(error.summary)" : error.summary)
        } catch {
            return .broken("\(path): \(error)")
        }
    }
}
