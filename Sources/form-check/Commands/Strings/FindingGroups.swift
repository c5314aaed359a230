import FormRules

/// The findings of a lint run as people read them: the same finding in 20 locales is one line
/// (one per key, with its locales), or one line per locale with its keys, whichever is shorter
/// for that kind; a finding alone keeps its own line with its place. `--format json` keeps
/// every finding with its file and line.
enum FindingGroups {
    /// The most names a grouped line lists before "…".
    static let listedNames = 10

    /// The lines to print for `findings`: errors first, then warnings, then notes, each kind
    /// where it first appears.
    static func lines(_ findings: [CatalogDiagnostic]) -> [String] {
        // A kind is a code at a severity: a plural gap is an error in one locale, a warning in another.
        struct Kind: Hashable {
            var code: CatalogDiagnostic.Code
            var severity: CatalogDiagnostic.Severity
        }
        var kinds: [Kind] = []
        var byKind: [Kind: [CatalogDiagnostic]] = [:]
        for finding in findings {
            let kind = Kind(code: finding.code, severity: finding.severity)
            if byKind[kind] == nil { kinds.append(kind) }
            byKind[kind, default: []].append(finding)
        }
        // Errors first, then warnings, then notes; within a severity, as they first appear.
        kinds = kinds.enumerated().sorted { ($1.element.severity, $0.offset) < ($0.element.severity, $1.offset) }.map(\.element)
        var lines: [String] = []
        for kind in kinds {
            let code = kind.code
            let items = byKind[kind] ?? []
            let byKey = grouped(items) { $0.key }
            let byLocale = grouped(items) { $0.locale?.description }
            let groups = byKey.count <= byLocale.count ? byKey : byLocale
            let isByKey = byKey.count <= byLocale.count
            for group in groups {
                guard group.count > 1, let first = group.first else {
                    lines += group.map(\.description)
                    continue
                }
                var seen: Set<String> = []
                let names = (isByKey ? group.compactMap { $0.locale?.description } : group.compactMap(\.key).map { "'\($0)'" })
                    .filter { seen.insert($0).inserted }
                let plural = names.count == 1 ? "" : "s"
                var subject = isByKey ? "'\(first.key ?? "")' in \(names.count) locale\(plural)" : "\(first.locale?.description ?? "") has \(names.count) key\(plural)"
                if group.count > names.count { subject += " (\(group.count) findings)" }
                let listed = names.prefix(listedNames).joined(separator: ", ") + (names.count > listedNames ? ", …" : "")
                lines.append("\(first.severity): \(subject): \(listed) [\(code)] (for example: \(first.message))")
            }
        }
        return lines
    }

    /// How many findings of each code, most first, with the gravest severity among them:
    /// `untranslated 1426 (warning)`.
    static func totals(_ findings: [CatalogDiagnostic]) -> String {
        var counts: [String: (count: Int, severity: CatalogDiagnostic.Severity)] = [:]
        for finding in findings {
            let known = counts[finding.code.rawValue] ?? (0, finding.severity)
            counts[finding.code.rawValue] = (known.count + 1, max(known.severity, finding.severity))
        }
        return counts.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
            .map { "\($0.key) \($0.value.count) (\($0.value.severity))" }.joined(separator: ", ")
    }

    /// Findings grouped by a property, groups in order of first appearance; findings without
    /// it stay alone.
    private static func grouped(_ items: [CatalogDiagnostic], by property: (CatalogDiagnostic) -> String?) -> [[CatalogDiagnostic]] {
        var order: [String] = []
        var groups: [String: [CatalogDiagnostic]] = [:]
        var result: [[CatalogDiagnostic]] = []
        for item in items {
            guard let value = property(item) else {
                result.append([item])
                continue
            }
            if groups[value] == nil { order.append(value) }
            groups[value, default: []].append(item)
        }
        return result + order.compactMap { groups[$0] }
    }
}
