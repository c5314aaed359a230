import Localization
import FormRules

/// `strings lint --format sarif`: the findings as one SARIF 2.1.0 log, so that CI systems
/// (code scanning, merge request annotations) show each at its line.
///
/// One run; the driver `form-check` has a rule per finding kind (the codes of
/// ``CatalogDiagnostic/Code``); each result has its level, message and place. A place is
/// relative to the working directory (`uriBaseId` `SRCROOT`, which is that directory), as CI
/// runs the command from the checkout's root; a file outside it keeps its absolute `file://` URI.
///
/// The log fits what CI accepts (GitHub code scanning rejects a run of more than 25,000 results
/// and shows 5,000):
/// - Notes (keys not translated yet: tens of thousands in a real app) are left out unless asked
///   for (``includesNotes``).
/// - A finding repeated across locales is one result per code, table and key, its locales
///   listed in the message, its first place as the location and up to 10 further places as
///   `relatedLocations`; ``grouping`` `false` (`--each`) keeps one result per finding.
/// - Errors come first, then warnings, then notes, and the log holds at most
///   ``maximumResults`` results and ``maximumBytes`` bytes whatever the input: what does not fit
///   is cut from the end, counted in the run's `properties` and said in
///   `invocations[0].toolExecutionNotifications`.
///
/// ```
/// 'alert.error_saving_file' (Localizable) in 3 locales: de, fr, lv; for example: 'alert.error_saving_file' in de is the same as in en: 'Error occurred when saving %@: %@'
/// ```
struct LintSARIF {
    let catalogs: [LintPrinter.Printed]
    /// The folder relative places start from; `nil` writes paths as they were given.
    let workingDirectory: String?
    /// One result per code, table and key (the default); `false` keeps one per finding.
    var grouping = true
    /// Whether notes are results; by default they are only counted, as code scanning has no
    /// room for them.
    var includesNotes = false

    static let version = "2.1.0"
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let baseID = "SRCROOT"
    /// The most results of a run: GitHub code scanning rejects a run with more.
    static let maximumResults = 25_000
    /// The most bytes of the log as ``text()`` writes it (10 MB, read as 10,000,000).
    static let maximumBytes = 10_000_000
    /// The most places a grouped result lists besides its location.
    static let relatedLocations = 10

    /// Every kind of finding, with what it means: the driver's rules.
    static let rules: [(code: CatalogDiagnostic.Code, text: String)] = [
        (.unreadableFile, "A file cannot be read or parsed; Apple's bundle would ignore it."),
        (.duplicateKey, "A key is defined more than once in one file; Apple silently keeps the last."),
        (.appleStopsReading, "Apple's parser stops reading here without an error; later entries are lost."),
        (.stringsWarning, "Something else the .strings reader noticed."),
        (.stringsDictProblem, "A structural problem of a .stringsdict entry."),
        (.notAString, "A value is not a string: a lookup cannot show it."),
        (.unknownLanguage, "A .lproj folder or String Catalog language whose name is not a language tag."),
        (.baseIgnored, "Base.lproj beside the development language's own files, which win."),
        (.missingKey, "A key of the development language has no translation in a locale yet."),
        (.requiredKeyMissing, "A key a form spec needs is missing from a locale."),
        (.staleKey, "A locale has a key the development language does not: a leftover."),
        (.emptyValue, "A translation is empty where the development text is not."),
        (.untranslated, "A translation is the development text itself."),
        (.formatMismatch, "A translation's format specifiers could crash or garble the text."),
        (.formatDifference, "A translation's format specifiers differ harmlessly."),
        (.invalidFormat, "The development text has a '%' that starts no valid specifier."),
        (.pluralGap, "A plural variable lacks a form the locale's CLDR rules use."),
        (.unusedPluralCategory, "A plural variable has a form the locale never uses."),
        (.needsReview, "A String Catalog entry is marked for review."),
        (.coverageBelowMinimum, "A locale's coverage is under the minimum asked for."),
    ]

    /// The findings one result stands for: one finding, or a key's findings across locales.
    struct Entry {
        var findings: [TablesCoverageReport.Finding]
        var severity: CatalogDiagnostic.Severity { findings[0].diagnostic.severity }
    }

    /// The entries of the log before any cut: errors first, then warnings, then notes, each in
    /// the order its first finding was given; notes only when ``includesNotes``.
    func entries() -> (entries: [Entry], notesLeftOut: Int) {
        var findings = catalogs.flatMap(\.shown)
        var notesLeftOut = 0
        if !includesNotes {
            let kept = findings.filter { $0.diagnostic.severity > .note }
            notesLeftOut = findings.count - kept.count
            findings = kept
        }
        var entries: [Entry] = []
        if grouping {
            // The same code at the same severity for the same key of the same table, across locales.
            struct Name: Hashable {
                var code: String
                var severity: CatalogDiagnostic.Severity
                var table: String?
                var key: String
            }
            var position: [Name: Int] = [:]
            for finding in findings {
                guard let key = finding.diagnostic.key else {
                    entries.append(Entry(findings: [finding]))
                    continue
                }
                let name = Name(code: finding.diagnostic.code.rawValue, severity: finding.diagnostic.severity, table: finding.table, key: key)
                if let index = position[name] {
                    entries[index].findings.append(finding)
                } else {
                    position[name] = entries.count
                    entries.append(Entry(findings: [finding]))
                }
            }
        } else {
            entries = findings.map { Entry(findings: [$0]) }
        }
        let ordered = entries.enumerated().sorted { ($1.element.severity, $0.offset) < ($0.element.severity, $1.offset) }.map(\.element)
        return (ordered, notesLeftOut)
    }

    /// The log as CI reads it: at most ``maximumBytes`` bytes (with the line break that ends
    /// it) and ``maximumResults`` results. JSON indented, but for the results, each compact on a
    /// line of its own: a result takes half the room, and a line of a diff is a result.
    func text() -> String {
        let (frame, results) = build()
        let text = frame.jsonText(pretty: true)
        guard let slot = text.firstRange(of: "\"" + Self.resultsSlot + "\"") else { return text }
        let list = results.isEmpty ? "[]" : "[\n" + results.map { Self.resultIndent + $0 }.joined(separator: ",\n") + "\n      ]"
        return text[..<slot.lowerBound] + list + text[slot.upperBound...]
    }

    /// What stands for the results in the indented frame (percent-encoding leaves no `<` in a
    /// URI, and no text of ours has it).
    private static let resultsSlot = "<results>"
    /// The indentation of a result: the depth of `runs[0].results` in the indented frame.
    private static let resultIndent = String(repeating: " ", count: 8)

    /// The log with ``resultsSlot`` for its results, and each result that fits as compact JSON.
    private func build() -> (frame: FormValue, results: [String]) {
        var rules = Self.rules
        var index: [String: Int] = [:]
        for (position, rule) in rules.enumerated() { index[rule.code.rawValue] = position }
        let (entries, notesLeftOut) = entries()
        // A kind added later without a description still gets a rule.
        for entry in entries {
            let code = entry.findings[0].diagnostic.code
            if index[code.rawValue] == nil {
                index[code.rawValue] = rules.count
                rules.append((code, code.rawValue))
            }
        }
        var run: FormObject = [
            "tool": ["driver": .object([
                "name": "form-check",
                "rules": .array(rules.map { rule in
                    .object(["id": .string(rule.code.rawValue), "shortDescription": ["text": .string(rule.text)]])
                }),
            ])],
        ]
        if let workingDirectory {
            run["originalUriBaseIds"] = [Self.baseID: ["uri": .string(Self.fileURI(workingDirectory, folder: true))]]
        }
        let findingCount = entries.reduce(0) { $0 + $1.findings.count }
        // What the log would hold with every result cut: the budget of the results is the rest,
        // less room for the counts, whose digits are not known yet.
        let most = Cut(results: entries.count, findings: findingCount, byLevel: Dictionary(uniqueKeysWithValues: CatalogDiagnostic.Severity.allLevels.map { ($0, findingCount) }))
        var largest = run
        Self.describe(&largest, shown: findingCount, notesLeftOut: notesLeftOut, cut: most)
        let frameSize = FormValue.object(["$schema": .string(Self.schema), "version": .string(Self.version), "runs": [.object(largest)]]).jsonText(pretty: true).utf8.count
        var budget = Self.maximumBytes - frameSize - Self.frameMargin
        var results: [String] = []
        var cut = Cut()
        for entry in entries {
            // Once one does not fit, neither does any after it: the graver findings are kept.
            if cut.results == 0, results.count < Self.maximumResults {
                let text = result(entry, ruleIndex: index[entry.findings[0].diagnostic.code.rawValue] ?? 0).jsonText()
                // Its indentation, and the comma and line break before it.
                let cost = text.utf8.count + Self.resultIndent.utf8.count + 2
                if cost <= budget {
                    budget -= cost
                    results.append(text)
                    continue
                }
            }
            cut.results += 1
            cut.findings += entry.findings.count
            cut.byLevel[entry.severity, default: 0] += entry.findings.count
        }
        Self.describe(&run, shown: findingCount, notesLeftOut: notesLeftOut, cut: cut)
        let frame: FormValue = [
            "$schema": .string(Self.schema),
            "version": .string(Self.version),
            "runs": [.object(run)],
        ]
        return (frame, results)
    }

    /// Room for a log's frame to grow between its measure and its writing (counts' digits).
    private static let frameMargin = 4_096

    /// What did not fit: results, the findings they stood for, and those by severity.
    struct Cut {
        var results = 0
        var findings = 0
        var byLevel: [CatalogDiagnostic.Severity: Int] = [:]
    }

    /// Sets the slot of a run's results, its `properties` (counts of what is shown and left out) and its
    /// invocation, whose notifications say what was left out and why.
    private static func describe(_ run: inout FormObject, shown: Int, notesLeftOut: Int, cut: Cut) {
        var notifications: [FormValue] = []
        var properties: FormObject = ["findings": FormValue(shown - cut.findings)]
        if notesLeftOut > 0 {
            properties["notesLeftOut"] = FormValue(notesLeftOut)
            notifications.append(.object([
                "level": "note",
                "descriptor": ["id": "notesLeftOut"],
                "message": ["text": .string("\(notesLeftOut) note\(notesLeftOut == 1 ? "" : "s") (keys not translated yet and the like) left out, as a log has room only for errors and warnings; --min-severity note lists them, as do --format json and --format html.")],
            ]))
        }
        if cut.results > 0 {
            properties["resultsLeftOut"] = FormValue(cut.results)
            properties["findingsLeftOut"] = FormValue(cut.findings)
            var byLevel: FormObject = [:]
            var counts: [String] = []
            for level in CatalogDiagnostic.Severity.allLevels {
                guard let count = cut.byLevel[level], count > 0 else { continue }
                byLevel[level.rawValue] = FormValue(count)
                counts.append("\(count) \(level.rawValue)\(count == 1 ? "" : "s")")
            }
            properties["findingsLeftOutByLevel"] = .object(byLevel)
            notifications.append(.object([
                "level": "warning",
                "descriptor": ["id": "resultsLeftOut"],
                "message": ["text": .string("\(cut.results) result\(cut.results == 1 ? "" : "s") left out (\(counts.joined(separator: ", "))) to keep the log within \(maximumResults) results and \(maximumBytes / 1_000_000) MB; --format json lists every finding.")],
            ]))
        }
        var invocation: FormObject = ["executionSuccessful": true]
        if !notifications.isEmpty { invocation["toolExecutionNotifications"] = .array(notifications) }
        run["invocations"] = [.object(invocation)]
        run["results"] = .string(resultsSlot)
        run["properties"] = .object(properties)
    }

    private func result(_ entry: Entry, ruleIndex: Int) -> FormValue {
        let first = entry.findings[0]
        let diagnostic = first.diagnostic
        var seen: Set<String> = []
        let locales = entry.findings.compactMap { $0.diagnostic.locale?.description }.filter { seen.insert($0).inserted }
        var message = diagnostic.message
        if entry.findings.count > 1, let key = diagnostic.key {
            let table = first.table.map { " (\($0))" } ?? ""
            let plural = locales.count == 1 ? "" : "s"
            let more = entry.findings.count > locales.count ? " (\(entry.findings.count) findings)" : ""
            message = "\(CatalogDiagnostic.quoted(key))\(table) in \(locales.count) locale\(plural)\(more): \(locales.joined(separator: ", ")); for example: \(diagnostic.message)"
        }
        var object: FormObject = [
            "ruleId": .string(diagnostic.code.rawValue),
            "ruleIndex": .number(FormNumber(ruleIndex)),
            "level": .string(diagnostic.severity.rawValue),
            "message": ["text": .string(message)],
        ]
        var places = entry.findings.compactMap { finding in physicalLocation(finding.diagnostic).map { (finding, $0) } }
        if !places.isEmpty {
            object["locations"] = [["physicalLocation": .object(places.removeFirst().1)]]
        }
        if !places.isEmpty {
            object["relatedLocations"] = .array(places.prefix(Self.relatedLocations).enumerated().map { number, place in
                var related: FormObject = ["id": .number(FormNumber(number + 1)), "physicalLocation": .object(place.1)]
                if let locale = place.0.diagnostic.locale { related["message"] = ["text": .string(locale.description)] }
                return .object(related)
            })
        }
        var properties: FormObject = [:]
        if let table = first.table { properties["table"] = .string(table) }
        if entry.findings.count > 1 {
            properties["locales"] = .array(locales.map { .string($0) })
            properties["findings"] = FormValue(entry.findings.count)
            if places.count > Self.relatedLocations { properties["placesNotListed"] = FormValue(places.count - Self.relatedLocations) }
        } else if let locale = diagnostic.locale {
            properties["locale"] = .string(locale.description)
        }
        if let key = diagnostic.key { properties["key"] = .string(key) }
        if !properties.isEmpty { object["properties"] = .object(properties) }
        return .object(object)
    }

    /// A finding's file, line and column, when it has a file.
    private func physicalLocation(_ diagnostic: CatalogDiagnostic) -> FormObject? {
        guard let location = diagnostic.location, let file = location.file, !file.isEmpty else { return nil }
        var physical: FormObject = ["artifactLocation": .object(artifact(file))]
        if location.line > 0 {
            physical["region"] = [
                "startLine": .number(FormNumber(location.line)),
                "startColumn": .number(FormNumber(max(location.column, 1))),
            ]
        }
        return physical
    }

    /// A file's place: relative to the working directory when it is inside it.
    private func artifact(_ file: String) -> FormObject {
        if !file.hasPrefix("/") {
            var object: FormObject = ["uri": .string(Self.percentEncoded(file.hasPrefix("./") ? String(file.dropFirst(2)) : file))]
            if workingDirectory != nil { object["uriBaseId"] = .string(Self.baseID) }
            return object
        }
        if let workingDirectory {
            let folder = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
            if file.hasPrefix(folder) {
                return ["uri": .string(Self.percentEncoded(String(file.dropFirst(folder.count)))), "uriBaseId": .string(Self.baseID)]
            }
        }
        return ["uri": .string(Self.fileURI(file, folder: false))]
    }

    /// `file:///a%20b/` for `/a b` (a folder's URI ends in `/`, as SARIF requires of a base).
    static func fileURI(_ path: String, folder: Bool) -> String {
        var uri = "file://" + percentEncoded(path)
        if folder, !uri.hasSuffix("/") { uri += "/" }
        return uri
    }

    /// A path as a URI reference: every byte but the unreserved characters and `/` is
    /// percent-encoded (RFC 3986), so spaces and non-ASCII names stay one valid URI.
    static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension CatalogDiagnostic.Severity {
    /// The severities, gravest first: the order of a log's results.
    static let allLevels: [Self] = [.error, .warning, .note]
}
