import FormRules

/// What `validate` judges against besides the spec: the reference date and instant, update
/// mode with the stored record, and the run-time options of choices, read from their options.
struct ValidationSettings {
    var today: CalendarDate
    var now: DateTime.Instant
    var mode: ValidationMode = .full
    var optionSets: [String: [String]] = [:]

    static let options: [OptionSpec] = [
        .value("today", "date", help: "The reference date for date rules, yyyy-MM-dd (default: today's local date)."),
        .value("now", "date-time", help: "The reference instant for dateTime rules, RFC 3339 (default: midnight UTC of --today when it is given, else the current time)."),
        .flag("update", help: "Validate each submission as an update that sends only what changed (see Specs/README.md)."),
        .value("original", "file", help: "With --update: the stored record (JSON) that the update changes; rules between fields read it."),
        .value("options", "file", help: "Run-time options of choice fields with 'optionsFrom': a JSON object of option lists by set name."),
    ]

    /// The settings from the command line; files that cannot be read or are not of the right
    /// shape are reported on standard error and fail with their exit status.
    static func read(from arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Result<ValidationSettings, CommandFailure> {
        let today: CalendarDate
        if let text = arguments.value("today") {
            guard let date = try? CalendarDate(text) else {
                throw UsageError(message: "Invalid value '\(text)' for '--today': expected a date such as 2026-11-21.")
            }
            today = date
        } else {
            today = CalendarDate.today(in: .local)
        }
        var now = arguments.value("today") == nil ? DateTime.Instant.current() : DateTime.Instant(secondsSinceEpoch: Int64(today.daysSinceEpoch) * 86_400)
        if let text = arguments.value("now") {
            guard let moment = try? DateTime(text) else {
                throw UsageError(message: "Invalid value '\(text)' for '--now': expected an RFC 3339 date and time such as 2026-11-21T09:30:00Z.")
            }
            now = moment.instant
        }
        var settings = ValidationSettings(today: today, now: now)
        let original = arguments.value("original")
        if original != nil, !arguments.flag("update") { throw UsageError(message: "'--original' goes with '--update'.") }
        if arguments.flag("update") {
            var stored: FormValue?
            if let original {
                switch readJSON(original, io: io) {
                case .success(let value):
                    guard case .object = value else {
                        io.err("Error: \(original): the stored record must be a JSON object, not \(value.typeName).")
                        return .failure(CommandFailure(status: ExitCode.dataError))
                    }
                    stored = value
                case .failure(let failure): return .failure(failure)
                }
            }
            settings.mode = .update(original: stored)
        }
        if let path = arguments.value("options") {
            switch readJSON(path, io: io) {
            case .success(let value):
                do {
                    settings.optionSets = try ValidationContext.optionSets(from: value)
                } catch {
                    io.err("Error: \(path): \(error.message)")
                    return .failure(CommandFailure(status: ExitCode.dataError))
                }
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(settings)
    }

    /// The context of a run: these settings, with field states and the normalized submission
    /// only when they are printed.
    func context(withOutput output: Bool) -> ValidationContext {
        ValidationContext(today: today, now: now, includeFieldStates: output, includeNormalized: output, mode: mode, optionSets: optionSets)
    }

    static func readJSON(_ path: String, io: CommandIO) -> Result<FormValue, CommandFailure> {
        do {
            return .success(try JSONReader().read(try InputFile(path: path).readAll(limit: 16 << 20), file: path))
        } catch {
            return .failure(.reporting(error, reading: path, io: io))
        }
    }
}
