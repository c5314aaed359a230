import Localization
import FormRules

/// The findings of a lint run as people read them: the same finding in 20 locales is one line
/// (one per key, with its locales), or one line per locale with its keys, whichever is shorter
/// for that kind; a finding alone keeps its own line with its place. `--format json` keeps
/// every finding with its file and line.
enum FindingGroups {
    /// The most names a grouped line lists before "…".
    static let listedNames = 10

    /// One printed line and the findings it stands for.
    struct Group {
        var code: CatalogDiagnostic.Code
        var severity: CatalogDiagnostic.Severity
        /// The findings, with their tables, in the order they were given.
        var findings: [TablesCoverageReport.Finding]
        /// The line the text output prints: the finding itself when it is alone.
        var line: String
    }

    /// The lines to print for `findings`: errors first, then warnings, then notes, each kind
    /// where it first appears.
    static func lines(_ findings: [CatalogDiagnostic]) -> [String] {
        groups(findings.map { TablesCoverageReport.Finding(table: nil, diagnostic: $0) }, namingTables: false).map(\.line)
    }

    /// The groups of `findings`, in the order ``lines(_:)`` prints them. The same key in two
    /// tables is two keys; with `namingTables`, a grouped line names its table.
    static func groups(_ findings: [TablesCoverageReport.Finding], namingTables: Bool) -> [Group] {
        // A kind is a code at a severity: a plural gap is an error in one locale, a warning in another.
        struct Kind: Hashable {
            var code: CatalogDiagnostic.Code
            var severity: CatalogDiagnostic.Severity
        }
        var kinds: [Kind] = []
        var byKind: [Kind: [TablesCoverageReport.Finding]] = [:]
        for finding in findings {
            let kind = Kind(code: finding.diagnostic.code, severity: finding.diagnostic.severity)
            if byKind[kind] == nil { kinds.append(kind) }
            byKind[kind, default: []].append(finding)
        }
        // Errors first, then warnings, then notes; within a severity, as they first appear.
        kinds = kinds.enumerated().sorted { ($1.element.severity, $0.offset) < ($0.element.severity, $1.offset) }.map(\.element)
        var result: [Group] = []
        for kind in kinds {
            let code = kind.code
            let items = byKind[kind] ?? []
            let byKey = grouped(items) { $0.diagnostic.key }
            let byLocale = grouped(items) { $0.diagnostic.locale?.description }
            let isByKey = byKey.count <= byLocale.count
            let groups = isByKey ? byKey : byLocale
            for group in groups {
                guard group.count > 1, let first = group.first?.diagnostic else {
                    result += group.map { Group(code: code, severity: kind.severity, findings: [$0], line: $0.diagnostic.description) }
                    continue
                }
                var seen: Set<String> = []
                let names = (isByKey ? group.compactMap { $0.diagnostic.locale?.description } : group.compactMap(\.diagnostic.key).map(CatalogDiagnostic.quoted))
                    .filter { seen.insert($0).inserted }
                let plural = names.count == 1 ? "" : "s"
                let table = namingTables ? " (\(group.first?.table ?? "every table"))" : ""
                var subject = isByKey
                    ? "\(CatalogDiagnostic.quoted(first.key ?? ""))\(table) in \(names.count) locale\(plural)"
                    : "\(first.locale?.description ?? "")\(table) has \(names.count) key\(plural)"
                if group.count > names.count { subject += " (\(group.count) findings)" }
                let listed = names.prefix(listedNames).joined(separator: ", ") + (names.count > listedNames ? ", …" : "")
                result.append(Group(
                    code: code, severity: kind.severity, findings: group,
                    line: "\(first.severity): \(subject): \(listed) [\(code)] (for example: \(first.message))"))
            }
        }
        return result
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

    /// Findings grouped by a property within their table, groups in order of first appearance;
    /// findings without it stay alone.
    private static func grouped(
        _ items: [TablesCoverageReport.Finding], by property: (TablesCoverageReport.Finding) -> String?
    ) -> [[TablesCoverageReport.Finding]] {
        var order: [String] = []
        var groups: [String: [TablesCoverageReport.Finding]] = [:]
        var result: [[TablesCoverageReport.Finding]] = []
        for item in items {
            guard let value = property(item) else {
                result.append([item])
                continue
            }
            let name = (item.table ?? "") + "\u{0}" + value
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(item)
        }
        return result + order.compactMap { groups[$0] }
    }
}
