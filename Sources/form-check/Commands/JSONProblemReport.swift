import FormRules

/// Prints JSON problems as text for people or as JSON lines for programs.
struct JSONProblemReport {
    var io: CommandIO
    var asJSON: Bool

    func problem(_ error: JSONReadError) {
        if asJSON {
            var object: FormObject = [
                "file": error.location.file.map { .string($0) } ?? .null,
                "line": FormValue(error.location.line),
                "column": FormValue(error.location.column),
                "offset": FormValue(error.location.offset),
                "code": .string(error.code.rawValue),
                "message": .string(error.message),
            ]
            if let related = error.relatedLocation {
                object["related"] = ["line": FormValue(related.line), "column": FormValue(related.column)]
            }
            io.out(FormValue.object(object).jsonText())
        } else {
            io.out("\(error.location): error: \(error.message) [\(error.code)]")
            for line in error.excerpt.description.split(separator: "\n", omittingEmptySubsequences: false) {
                io.out("    " + line)
            }
        }
    }

    func tooLarge(_ error: InputError, limit: Int) {
        if asJSON {
            io.out(FormValue.object([
                "file": .string(error.path), "line": 1, "column": 1, "offset": 0,
                "code": .string(JSONReadError.Code.documentTooLarge.rawValue), "message": .string(error.message),
            ]).jsonText())
        } else {
            io.out("\(error.path):1:1: error: \(error.message) [\(JSONReadError.Code.documentTooLarge)]")
        }
    }

    func unreadable(_ error: InputError) {
        if asJSON {
            io.out(FormValue.object([
                "file": .string(error.path), "code": .string(error.code.rawValue), "message": .string(error.message),
            ]).jsonText())
        }
        io.err("Error: \(error)")
    }

    func summary(_ counts: DocumentCounts) {
        if asJSON {
            io.out(FormValue.object([
                "summary": ["documents": FormValue(counts.total), "valid": FormValue(counts.valid),
                            "invalid": FormValue(counts.invalid)],
            ]).jsonText())
        } else {
            io.out("documents=\(counts.total) valid=\(counts.valid) invalid=\(counts.invalid)")
        }
    }
}
