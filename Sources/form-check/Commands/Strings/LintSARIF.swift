import Localization
import FormRules

/// `strings lint --format sarif`: the findings as one SARIF 2.1.0 log, so that CI systems
/// (code scanning, merge request annotations) show each at its line.
///
/// One run; the driver `form-check` has a rule per finding kind (the codes of
/// ``CatalogDiagnostic/Code``); each result has its level, message and place. A place is
/// relative to the working directory (`uriBaseId` `SRCROOT`, which is that directory), as CI
/// runs the command from the checkout's root; a file outside it keeps its absolute `file://` URI.
struct LintSARIF {
    let catalogs: [LintPrinter.Printed]
    /// The folder relative places start from; `nil` writes paths as they were given.
    let workingDirectory: String?

    static let version = "2.1.0"
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let baseID = "SRCROOT"

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

    func log() -> FormValue {
        var rules = Self.rules
        var index: [String: Int] = [:]
        for (position, rule) in rules.enumerated() { index[rule.code.rawValue] = position }
        let findings = catalogs.flatMap(\.shown)
        // A kind added later without a description still gets a rule.
        for finding in findings where index[finding.diagnostic.code.rawValue] == nil {
            index[finding.diagnostic.code.rawValue] = rules.count
            rules.append((finding.diagnostic.code, finding.diagnostic.code.rawValue))
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
        run["results"] = .array(findings.map { result($0, ruleIndex: index[$0.diagnostic.code.rawValue] ?? 0) })
        return [
            "$schema": .string(Self.schema),
            "version": .string(Self.version),
            "runs": [.object(run)],
        ]
    }

    private func result(_ finding: TablesCoverageReport.Finding, ruleIndex: Int) -> FormValue {
        let diagnostic = finding.diagnostic
        var object: FormObject = [
            "ruleId": .string(diagnostic.code.rawValue),
            "ruleIndex": .number(FormNumber(ruleIndex)),
            "level": .string(diagnostic.severity.rawValue),
            "message": ["text": .string(diagnostic.message)],
        ]
        if let location = diagnostic.location, let file = location.file, !file.isEmpty {
            var physical: FormObject = ["artifactLocation": .object(artifact(file))]
            if location.line > 0 {
                physical["region"] = [
                    "startLine": .number(FormNumber(location.line)),
                    "startColumn": .number(FormNumber(max(location.column, 1))),
                ]
            }
            object["locations"] = [["physicalLocation": .object(physical)]]
        }
        var properties: FormObject = [:]
        if let table = finding.table { properties["table"] = .string(table) }
        if let locale = diagnostic.locale { properties["locale"] = .string(locale.description) }
        if let key = diagnostic.key { properties["key"] = .string(key) }
        if !properties.isEmpty { object["properties"] = .object(properties) }
        return .object(object)
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
