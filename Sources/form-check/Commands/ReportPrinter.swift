import FormRules

/// Prints validation reports in the chosen format and keeps the counts for the summary.
struct ReportPrinter {
    enum Format: String {
        case text, json, problem, quiet
    }

    let io: CommandIO
    let format: Format
    let renderer: any MessageRendering
    /// Message keys the renderer had no text for, said on standard error after the report that
    /// first showed each; `nil` for printers of worker threads (the calling thread says them).
    let notices: MissingKeyNotices?
    private(set) var valid = 0
    private(set) var invalid = 0
    /// Inputs that were not JSON (counted in `invalid` too).
    private(set) var notJSON = 0
    var missing = 0

    init(io: CommandIO, format: Format, renderer: any MessageRendering, notices: MissingKeyNotices? = nil) {
        self.io = io
        self.format = format
        self.renderer = renderer
        self.notices = notices
    }

    mutating func report(_ report: ValidationReport, file: String, line: Int?) {
        if report.isValid { valid += 1 } else { invalid += 1 }
        if format == .quiet { return }
        let place = line.map { "\(file):\($0)" } ?? file
        switch format {
        case .quiet:
            break
        case .text:
            if report.isValid {
                if line == nil { io.out("\(place): valid") }
            } else {
                io.out("\(place): \(report.issues.count) problem\(report.issues.count == 1 ? "" : "s")")
                for issue in report.issues {
                    io.out("  \(issue.path.isEmpty ? "(submission)" : issue.path): \(issue.message(using: renderer)) [\(issue.rule)]")
                }
            }
        case .json:
            var object = report.jsonValue(using: renderer).object ?? FormObject()
            object = FormObject([("file", .string(file))] + (line.map { [("line", FormValue($0))] } ?? []) + object.entries.map { ($0.key, $0.value) })
            io.out(FormValue.object(object).jsonText())
        case .problem:
            guard !report.isValid else { return }
            var problem = report.problemDocument(using: renderer, instance: place).object ?? FormObject()
            if let line { problem["line"] = FormValue(line) }
            io.out(FormValue.object(problem).jsonText())
        }
        notices?.flush(to: io)
    }

    mutating func notJSON(_ error: JSONReadError, file: String, line: Int?) {
        invalid += 1
        notJSON += 1
        switch format {
        case .quiet: break
        case .text:
            io.out("\(error.location): error: not JSON: \(error.message) [\(error.code)]")
        case .json, .problem:
            var object: FormObject = ["file": .string(file)]
            if let line { object["line"] = FormValue(line) }
            object["valid"] = false
            object["error"] = [
                "code": .string(error.code.rawValue), "message": .string(error.message),
                "line": FormValue(error.location.line), "column": FormValue(error.location.column),
            ]
            io.out(FormValue.object(object).jsonText())
        }
    }

    mutating func tooLarge(_ error: InputError) {
        invalid += 1
        notJSON += 1
        if format != .quiet { io.out("\(error.path): error: \(error.message) [documentTooLarge]") }
    }

    /// Adds the counts of reports printed elsewhere (by a batch's workers).
    mutating func count(valid: Int, invalid: Int, notJSON: Int) {
        self.valid += valid
        self.invalid += invalid
        self.notJSON += notJSON
    }

    func summary() {
        if format == .json || format == .problem {
            io.out(FormValue.object(["summary": ["valid": FormValue(valid), "invalid": FormValue(invalid)]]).jsonText())
        } else {
            io.out("valid=\(valid) invalid=\(invalid)")
        }
    }
}
