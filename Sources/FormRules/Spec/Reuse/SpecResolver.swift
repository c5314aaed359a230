/// Assembles a spec that reuses others: the spec it `extends` first, its own fields changing or
/// adding to them, the parts it `include`s spliced in where they are named (their fields under
/// an object when `under` says so), and the fields it `remove`s taken out. The result is one
/// spec's JSON, which the decoder reads as if it had been written out, and the origin of each
/// of its fields and groups, so that every problem is reported where it was written.
///
/// Referenced files are read through ``read``, relative to the file that names them; a spec
/// bundled for a page (`form-check spec bundle`) holds them inline instead, as objects.
struct SpecResolver {
    /// Reads a referenced file; nil where specs have no files (a page, which gets bundles).
    typealias Reader = (String) -> Result<[UInt8], SpecReadFailure>

    let read: Reader?
    private(set) var origins: SpecOrigins
    /// Problems found while assembling, located.
    private(set) var problems: [SpecError] = []
    /// The files being assembled, innermost last: naming one of them again is a cycle.
    private var open: [String] = []
    /// What brought in the document being assembled, nearest first: a problem found in it is
    /// reported as used there.
    private var uses: [SpecPlace] = []

    /// How deep `extends` and `include` may nest, and how many files one spec may bring in: a
    /// bound on what a hostile spec can make the loader read.
    static let maximumDepth = 16
    static let maximumSources = 256

    static let formKeys = ["$schema", "form", "description", "unknownFields", "coerce", "extends", "fields", "remove", "groups"]
    static let partKeys = ["$schema", "part", "description", "fields", "remove", "groups"]
    static let includeKeys = ["include", "under"]

    init(file: String?, bytes: [UInt8], read: Reader?) {
        self.read = read
        origins = SpecOrigins(sources: [(file, bytes)])
        if let file { open = [file] }
    }

    /// Whether a spec's JSON reuses anything: only then is it assembled.
    static func reuses(_ root: FormValue) -> Bool {
        guard let object = root.object else { return false }
        if object["extends"] != nil || object["remove"] != nil { return true }
        return object["fields"]?.array?.contains { $0.object?["include"] != nil } ?? false
    }

    /// What one document (a spec or a part) comes to once assembled. Fields are found by name
    /// through an index, so that a spec of many fields and many changes assembles in linear time.
    struct Piece {
        private(set) var fields: [FormObject] = []
        private(set) var fieldOrigins: [SpecOrigins.Entry] = []
        /// The slot of each field's name in ``fields``.
        private var slots: [String: Int] = [:]
        var groups: [FormObject] = []
        var groupOrigins: [SpecOrigins.Entry] = []
        private(set) var parts: [FormSpec.PartUse] = []
        /// The parts each field came in with (a part inside a part: both).
        private var partsOfField: [String: [Int]] = [:]
        var extends: String?
        /// The spec's own keys besides its fields and groups, where they were written.
        var top: [(key: String, value: FormValue, place: SpecPlace)] = []

        func fieldIndex(_ name: String) -> Int? { slots[name] }

        var fieldNames: [String] { fields.compactMap { $0["name"]?.string } }

        mutating func append(_ field: FormObject, origin: SpecOrigins.Entry) {
            if let name = field["name"]?.string, slots[name] == nil { slots[name] = fields.count }
            fields.append(field)
            fieldOrigins.append(origin)
        }

        /// Adds what another piece holds: its fields, groups and parts, after this one's.
        mutating func append(contentsOf other: Piece) {
            for (field, origin) in zip(other.fields, other.fieldOrigins) { append(field, origin: origin) }
            groups += other.groups
            groupOrigins += other.groupOrigins
            for part in other.parts { append(part) }
        }

        mutating func append(_ part: FormSpec.PartUse) {
            for name in part.fields { partsOfField[name, default: []].append(parts.count) }
            parts.append(part)
        }

        /// Changes the field at `index` (its name stays).
        mutating func change(_ index: Int, _ body: (inout FormObject, inout SpecOrigins.Entry) -> Void) {
            body(&fields[index], &fieldOrigins[index])
            for part in partsOfField[fields[index]["name"]?.string ?? ""] ?? [] { parts[part].changed = true }
        }

        /// Takes out the fields of these names, in one pass.
        mutating func removeFields(named names: Set<String>) {
            guard !names.isEmpty else { return }
            let kept = fields.indices.filter { !names.contains(fields[$0]["name"]?.string ?? "") }
            fields = kept.map { fields[$0] }
            fieldOrigins = kept.map { fieldOrigins[$0] }
            for name in names {
                for part in partsOfField[name] ?? [] { parts[part].changed = true }
            }
            for part in parts.indices { parts[part].fields.removeAll { names.contains($0) } }
            reindex()
        }

        /// Renames every field and part (``FieldRenaming``), and finds them by their new names.
        mutating func rename(_ renaming: FieldRenaming) {
            for index in fields.indices { renaming.rename(&fields[index]) }
            for index in groups.indices { renaming.renameGroup(&groups[index]) }
            parts = parts.map(renaming.renamed(_:))
            reindex()
        }

        private mutating func reindex() {
            slots = [:]
            for (index, field) in fields.enumerated() {
                if let name = field["name"]?.string, slots[name] == nil { slots[name] = index }
            }
            partsOfField = [:]
            for (index, part) in parts.enumerated() {
                for name in part.fields { partsOfField[name, default: []].append(index) }
            }
        }
    }

    enum Kind {
        case form, part

        var keys: [String] { self == .form ? SpecResolver.formKeys : SpecResolver.partKeys }
        var what: String { self == .form ? "the spec" : "the part" }
    }

    /// The assembled spec: its JSON, with the origins in ``origins``.
    /// Assembles the document `root` written at `place` (the spec's file, or a variant of a
    /// spec of variants), brought in by `uses`.
    mutating func assemble(
        _ root: FormObject, at place: SpecPlace = SpecPlace(source: 0, path: []), uses: [SpecPlace] = [], kind: Kind = .form
    ) -> (root: FormValue, extends: String?, parts: [FormSpec.PartUse]) {
        origins = SpecOrigins(sources: origins.sources, root: place, uses: uses)
        var piece = document(root, at: place, kind: kind, uses: uses, depth: 0)
        if kind == .part, let name = root["part"] {
            // A part checked by itself reads as a form of its name.
            piece.top.insert(("form", name, place.appending(.key("part"))), at: 0)
        }
        var object = FormObject()
        // The spec's own keys in the order a spec is written, wherever each came from.
        let order = ["form", "description", "unknownFields", "coerce"]
        for (key, value, place) in piece.top.sorted(by: { (order.firstIndex(of: $0.key) ?? 4) < (order.firstIndex(of: $1.key) ?? 4) }) {
            object[key] = value
            origins.top[key] = place
        }
        object["fields"] = .array(piece.fields.map { .object($0) })
        origins.fields = piece.fieldOrigins
        if !piece.groups.isEmpty || root["groups"] != nil {
            object["groups"] = .array(piece.groups.map { .object($0) })
            origins.groups = piece.groupOrigins
            origins.top["groups"] = nil
        }
        return (.object(object), piece.extends, piece.parts)
    }

    // MARK: Documents

    /// Assembles one document written at `place`, brought in by `uses`.
    private mutating func document(_ object: FormObject, at place: SpecPlace, kind: Kind, uses: [SpecPlace], depth: Int) -> Piece {
        let outer = self.uses
        self.uses = uses
        defer { self.uses = outer }
        checkKeys(object, allowed: kind.keys, at: place, what: kind.what)
        var piece = Piece()
        if kind == .form, let named = object["extends"] {
            let at = place.appending(.key("extends"))
            if let (base, basePlace) = referenced(named, at: at, as: .form, depth: depth) {
                piece = document(base, at: basePlace, kind: .form, uses: [at] + uses, depth: depth + 1)
                close(basePlace)
                piece.extends = base["form"]?.string
                // A spec says what it is itself; how it treats unknown members and coercion it inherits.
                piece.top.removeAll { !["unknownFields", "coerce"].contains($0.key) }
            }
        }
        for key in kind == .form ? ["form", "description", "unknownFields", "coerce"] : ["description"] {
            guard let value = object[key] else { continue }
            piece.top.removeAll { $0.key == key }
            piece.top.append((key, value, place.appending(.key(key))))
        }
        let inheritedGroups = piece.groups.count
        var own: Set<String> = []
        if let fields = object["fields"] {
            if let list = fields.array {
                for (index, entry) in list.enumerated() {
                    addField(entry, at: place.appending(.key("fields"), .index(index)), to: &piece, own: &own, uses: uses, depth: depth)
                }
            } else {
                record(wrongType(fields, expected: "an array", key: "fields"), at: place.appending(.key("fields")))
            }
        }
        if let removed = object["remove"] {
            remove(removed, at: place.appending(.key("remove")), from: &piece)
        }
        if let groups = object["groups"] {
            if let list = groups.array {
                for (index, group) in list.enumerated() {
                    addGroup(group, at: place.appending(.key("groups"), .index(index)), to: &piece, inherited: inheritedGroups, uses: uses)
                }
            } else {
                record(wrongType(groups, expected: "an array", key: "groups"), at: place.appending(.key("groups")))
            }
        }
        return piece
    }

    /// One entry of a document's `fields`: a part to include, a change to a field brought in,
    /// or a field of its own.
    private mutating func addField(
        _ entry: FormValue, at place: SpecPlace, to piece: inout Piece, own: inout Set<String>, uses: [SpecPlace], depth: Int
    ) {
        let object = entry.object
        if let object, let named = object["include"] {
            include(named, entry: object, at: place, into: &piece, uses: uses, depth: depth)
            return
        }
        let name = object?["name"]?.string
        if let object, let name, !own.contains(name), let index = piece.fieldIndex(name) {
            piece.change(index) { field, origin in Self.change(&field, origin: &origin, with: object, at: place, uses: uses) }
            own.insert(name)
            return
        }
        if let object, let name, object["type"] == nil, !piece.fields.isEmpty {
            var message = "field '\(name)' has no 'type', and there is no field '\(name)' brought in by 'extends' or 'include' to change"
            if let near = suggestion(for: name, among: piece.fieldNames.filter { !own.contains($0) }) {
                message += ". Did you mean '\(near)'?"
            }
            record(SpecError(code: .unknownField, message: message, pointer: ""), at: place.appending(.key("name")))
            return
        }
        guard let object else {
            record(wrongType(entry, expected: "an object", key: nil), at: place)
            return
        }
        if let name { own.insert(name) }
        piece.append(object, origin: SpecOrigins.Entry(place: place, uses: uses))
    }

    /// Splices in the part `named` by an `include` entry.
    private mutating func include(_ named: FormValue, entry: FormObject, at place: SpecPlace, into piece: inout Piece, uses: [SpecPlace], depth: Int) {
        checkKeys(entry, allowed: Self.includeKeys, at: place, what: "an include")
        var under: String?
        if let value = entry["under"] {
            if let text = value.string, !text.split(separator: ".", omittingEmptySubsequences: false).contains(where: { $0.isEmpty }) {
                under = text
            } else {
                record(SpecError(code: .invalidValue, message: "'under' must name an object, as a dotted field name does (address, contact.address)", pointer: ""),
                       at: place.appending(.key("under")))
            }
        }
        let at = place.appending(.key("include"))
        guard let (part, partPlace) = referenced(named, at: at, as: .part, depth: depth) else { return }
        var included = document(part, at: partPlace, kind: .part, uses: [at] + uses, depth: depth + 1)
        close(partPlace)
        if let under { included.rename(FieldRenaming(names: Set(included.fieldNames), under: under)) }
        piece.append(contentsOf: included)
        piece.append(FormSpec.PartUse(part: part["part"]?.string ?? "", under: under, fields: included.fieldNames))
    }

    /// Lays an entry's keys over a field brought in: each key replaces the field's, `null`
    /// removes it, and `messages` merges message by message.
    private static func change(
        _ field: inout FormObject, origin: inout SpecOrigins.Entry, with entry: FormObject, at place: SpecPlace, uses: [SpecPlace]
    ) {
        for member in entry where member.key != "name" {
            origin.keys[member.key] = (place.appending(.key(member.key)), uses)
            if member.key == "messages", let changes = member.value.object, var messages = field["messages"]?.object {
                for message in changes { messages[message.key] = Self.laid(message.value) }
                field["messages"] = .object(messages)
            } else {
                field[member.key] = Self.laid(member.value)
            }
        }
    }

    /// What a changed key becomes: `null` removes it. (`nil` alone would be `FormValue.null`,
    /// which is nil-literal expressible.)
    private static func laid(_ value: FormValue) -> FormValue? {
        value.isNull ? Optional.none : value
    }

    /// Takes out the fields a document's `remove` names.
    private mutating func remove(_ value: FormValue, at place: SpecPlace, from piece: inout Piece) {
        guard let names = value.array else {
            record(wrongType(value, expected: "an array of field names", key: "remove"), at: place)
            return
        }
        var removed: Set<String> = []
        for (slot, item) in names.enumerated() {
            let at = place.appending(.index(slot))
            guard let name = item.string else {
                record(wrongType(item, expected: "a field name", key: nil), at: at)
                continue
            }
            guard piece.fieldIndex(name) != nil else {
                var message = "'remove' names field '\(name)', which is not brought in by 'extends' or 'include'"
                if let near = suggestion(for: name, among: piece.fieldNames) { message += ". Did you mean '\(near)'?" }
                record(SpecError(code: .unknownField, message: message, pointer: ""), at: at)
                continue
            }
            removed.insert(name)
        }
        piece.removeFields(named: removed)
    }

    /// A near name for a misspelt one, while few problems have been found: each suggestion
    /// reads every name, and a hostile spec's thousands of mistakes must not make that quadratic.
    private func suggestion(for name: String, among names: @autoclosure () -> [String]) -> String? {
        problems.count < FormSpec.maximumLintProblems ? Suggestion.closest(to: name, among: names()) : nil
    }

    /// A group of a document; one over the same fields, of the same kind, as a group brought in
    /// replaces it (a different message, a description).
    private func addGroup(_ group: FormValue, at place: SpecPlace, to piece: inout Piece, inherited: Int, uses: [SpecPlace]) {
        let object = group.object ?? FormObject()
        let origin = SpecOrigins.Entry(place: place, uses: uses)
        if let identity = Self.identity(of: object),
           let index = piece.groups[..<inherited].firstIndex(where: { Self.identity(of: $0) == identity }) {
            piece.groups[index] = object
            piece.groupOrigins[index] = origin
            return
        }
        piece.groups.append(object)
        piece.groupOrigins.append(origin)
    }

    /// What a group is known by: its kind and the set of its fields.
    struct GroupIdentity: Hashable {
        var kind: String
        var fields: Set<String>
    }

    static func identity(of group: FormObject) -> GroupIdentity? {
        for kind in GroupSpec.Kind.allCases {
            if let fields = group[kind.rawValue]?.array {
                return GroupIdentity(kind: kind.rawValue, fields: Set(fields.compactMap { $0.string }))
            }
        }
        return nil
    }

    // MARK: Referenced files

    /// The document an `extends` or `include` names: a file relative to the naming one, or an
    /// object written in place (a bundle). Nil, with the problem recorded, when it cannot be had.
    mutating func referenced(_ value: FormValue, at place: SpecPlace, as kind: Kind, depth: Int, key named: String? = nil) -> (FormObject, SpecPlace)? {
        let key = named ?? (kind == .form ? "extends" : "include")
        guard depth < Self.maximumDepth else {
            record(SpecError(code: .invalidValue, message: "'\(key)' nests more than \(Self.maximumDepth) deep", pointer: ""), at: place)
            return nil
        }
        let document: FormObject
        let documentPlace: SpecPlace
        if let inline = value.object {
            document = inline
            documentPlace = place
        } else if let path = value.string {
            guard let (object, source) = file(path, namedAt: place, key: key) else { return nil }
            document = object
            documentPlace = SpecPlace(source: source, path: [])
        } else {
            record(wrongType(value, expected: "a file name, or the \(kind == .form ? "spec" : "part") itself as an object", key: key), at: place)
            return nil
        }
        switch kind {
        case .form where document["form"]?.string == nil:
            let what = document["part"] != nil ? ": it is a part, which a spec includes ({\"include\": …} in 'fields')" : " (it has no 'form')"
            record(SpecError(code: .invalidValue, message: "'\(key)' names no spec\(what)", pointer: ""), at: place)
            return nil
        case .form where document["variants"] != nil:
            let why = key == "extends" ? "which no spec can extend: extend one of its variants" : "which cannot be a variant: list its variants here"
            record(SpecError(code: .invalidValue, message: "'\(key)' names a spec of variants, \(why)", pointer: ""), at: place)
            return nil
        case .part where document["part"]?.string == nil:
            let what = document["form"] != nil ? ": it is a spec, which another spec extends (\"extends\")" : " (it has no 'part')"
            record(SpecError(code: .invalidValue, message: "'include' names no part\(what)", pointer: ""), at: place)
            return nil
        default:
            return (document, documentPlace)
        }
    }

    /// Reads and parses the file `path` names, relative to the file of `place`; refuses a cycle.
    private mutating func file(_ path: String, namedAt place: SpecPlace, key: String) -> (FormObject, Int)? {
        let naming = origins.sources[place.source].file
        guard let read, let resolved = SpecFilePath.resolve(path, from: naming) else {
            let why = read == nil
                ? "specs here are given as bytes, with no files beside them"
                : "the spec has no file name to find it from"
            record(SpecError(code: .invalidValue, message: "'\(key)' names the file '\(path)', but \(why): bundle the spec (form-check spec bundle)", pointer: ""), at: place)
            return nil
        }
        if let start = open.firstIndex(of: resolved) {
            let cycle = (open[start...] + [resolved]).joined(separator: " → ")
            record(SpecError(code: .circularReuse, message: "'\(key)' makes a cycle: \(cycle)", pointer: ""), at: place)
            return nil
        }
        guard origins.sources.count < Self.maximumSources else {
            record(SpecError(code: .invalidValue, message: "the spec brings in more than \(Self.maximumSources) files", pointer: ""), at: place)
            return nil
        }
        let bytes: [UInt8]
        switch read(resolved) {
        case .success(let read): bytes = read
        case .failure(let failure):
            record(SpecError(code: .invalidValue, message: "'\(key)' names '\(path)', which cannot be read: \(failure.message)", pointer: ""), at: place)
            return nil
        }
        let root: FormValue
        do {
            root = try JSONReader().read(bytes, file: resolved)
        } catch {
            var problem = SpecError(code: .notJSON, message: "not valid JSON: \(error.message)", pointer: "", location: error.location, excerpt: error.excerpt)
            problem.usedAt = ([place] + uses).map { origins.location(of: $0).location }
            problems.append(problem)
            return nil
        }
        origins.sources.append((resolved, bytes))
        let source = origins.sources.count - 1
        guard let object = root.object else {
            record(wrongType(root, expected: "an object", key: nil), at: SpecPlace(source: source, path: []), uses: [place] + uses)
            return nil
        }
        open.append(resolved)
        return (object, source)
    }

    /// Ends the assembly of a document read from a file (not of one written in place).
    mutating func close(_ place: SpecPlace) {
        if place.path.isEmpty, place.source > 0, !open.isEmpty { open.removeLast() }
    }

    // MARK: Problems

    /// Notes a problem at `place`, used where the document being assembled was brought in
    /// unless `uses` says otherwise.
    mutating func record(_ problem: SpecError, at place: SpecPlace, pointingAtKey: Bool = false, uses: [SpecPlace]? = nil) {
        problems.append(origins.locate(problem, at: place, pointingAtKey: pointingAtKey, uses: uses ?? self.uses))
    }

    mutating func checkKeys(_ object: FormObject, allowed: [String], at place: SpecPlace, what: String) {
        for entry in object where !allowed.contains(entry.key) {
            var message = "unknown key '\(entry.key)' in \(what)"
            if let near = Suggestion.closest(to: entry.key, among: allowed) { message += ". Did you mean '\(near)'?" }
            record(SpecError(code: .unknownKey, message: message, pointer: ""), at: place.appending(.key(entry.key)), pointingAtKey: true)
        }
    }

    func wrongType(_ value: FormValue, expected: String, key: String?) -> SpecError {
        let subject = key.map { "'\($0)'" } ?? "the value"
        return SpecError(code: .wrongType, message: "\(subject) must be \(expected), not \(value.typeName)", pointer: "")
    }
}

extension SpecResolver {
    /// How specs find the files they name: the file system where there is one; a page has
    /// none, and is given bundled specs.
    static var defaultReader: Reader? {
        #if hasFeature(Embedded)
        nil
        #else
        readFile
        #endif
    }
}

/// Why a referenced spec file could not be read.
struct SpecReadFailure: Error {
    var message: String
}
