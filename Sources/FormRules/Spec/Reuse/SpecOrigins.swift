/// A place in one of the files a spec was assembled from: the file (by its slot in
/// ``SpecOrigins/sources``) and the path of a value inside it.
struct SpecPlace: Hashable {
    var source: Int
    var path: [JSONLocator.Step]

    func appending(_ steps: JSONLocator.Step...) -> SpecPlace {
        SpecPlace(source: source, path: path + steps)
    }
}

/// Where each field and group of a spec assembled from several files was written, so that a
/// problem found in the assembled spec is reported at its own file, line and column, with the
/// `include` or `extends` that brought it in (``SpecError/usedAt``).
struct SpecOrigins {
    /// Where one field or group was written; a key an extending spec changed was written there.
    struct Entry {
        var place: SpecPlace
        var keys: [String: (place: SpecPlace, uses: [SpecPlace])] = [:]
        /// The `include` or `extends` values that brought the entry in, nearest first.
        var uses: [SpecPlace] = []
    }

    /// The files, the first being the spec itself.
    var sources: [(file: String?, bytes: [UInt8])]
    var fields: [Entry] = []
    var groups: [Entry] = []
    /// The places of the assembled spec's own keys (`form`, `unknownFields`, …).
    var top: [String: SpecPlace] = [:]
    /// Where the spec itself was written (a variant of a spec of variants may be written
    /// inside it), and what brought it in.
    var root = SpecPlace(source: 0, path: [])
    var uses: [SpecPlace] = []

    /// Where the value at `steps` of the assembled spec was written, and what brought it in.
    func place(of steps: [JSONLocator.Step]) -> (SpecPlace, [SpecPlace]) {
        if steps.count >= 2, case .key(let list) = steps[0], case .index(let index) = steps[1] {
            let entries = list == "fields" ? fields : list == "groups" ? groups : []
            if index < entries.count {
                let entry = entries[index]
                if steps.count > 2, case .key(let key) = steps[2], let changed = entry.keys[key] {
                    return (SpecPlace(source: changed.place.source, path: changed.place.path + steps.dropFirst(3)), changed.uses)
                }
                return (SpecPlace(source: entry.place.source, path: entry.place.path + steps.dropFirst(2)), entry.uses)
            }
        }
        if let first = steps.first, case .key(let key) = first, let place = top[key] {
            return (SpecPlace(source: place.source, path: place.path + steps.dropFirst()), uses)
        }
        return (SpecPlace(source: root.source, path: root.path + steps), uses)
    }

    /// The error at its file, line and column, with the places that used its part.
    func locate(_ error: SpecError) -> SpecError {
        guard error.location == nil else { return error }
        var pointer = error.pointer
        let pointingAtKey = pointer.hasSuffix("#key")
        if pointingAtKey { pointer.removeLast(4) }
        let (place, uses) = self.place(of: SpecDecoder.steps(of: pointer))
        return locate(error, at: place, pointingAtKey: pointingAtKey, uses: uses)
    }

    /// The error placed at `place`, used at `uses`.
    func locate(_ error: SpecError, at place: SpecPlace, pointingAtKey: Bool = false, uses: [SpecPlace] = []) -> SpecError {
        var result = error
        let (location, excerpt) = self.location(of: place, pointingAtKey: pointingAtKey)
        result.pointer = SpecPointer.text(place.path)
        result.location = location
        result.excerpt = excerpt
        result.usedAt = uses.map { self.location(of: $0).location }
        return result
    }

    func location(of place: SpecPlace, pointingAtKey: Bool = false) -> (location: SourceLocation, excerpt: SourceExcerpt) {
        let source = sources[place.source]
        let offset = JSONLocator.offset(of: place.path, in: source.bytes, pointingAtKey: pointingAtKey) ?? 0
        return SourceExcerpt.locate(offset: offset, in: source.bytes, file: source.file)
    }
}

/// JSON Pointers of a spec's parts.
enum SpecPointer {
    static func text(_ path: [JSONLocator.Step]) -> String {
        path.map { step in
            switch step {
            case .key(let key): "/" + escaped(key)
            case .index(let index): "/\(index)"
            }
        }.joined()
    }

    /// One reference token, `~` and `/` escaped (RFC 6901).
    static func escaped(_ key: String) -> String {
        key.replacingTildeAndSlash()
    }
}
