import FormRules

/// What `validate` judges against besides the spec: the reference date and instant, update
/// mode with the stored record, and the run-time options of choices, read from their options.
struct ValidationSettings {
    var today: CalendarDate
    var now: DateTime.Instant
    var mode: ValidationMode = .full
    var optionSets: [String: [String]] = [:]
    /// `--include-secrets`: secret fields' values in the printed normalized submission.
    var includesSecrets = false

    /// The options these settings are read from.
    struct Options: OptionGroup {
        let today = Option<CalendarDate?>(
            "today", "date", help: "The reference date for date rules, yyyy-MM-dd (default: today's local date).",
            default: nil, parse: .optional(OptionParser(expected: "expected a date such as 2026-11-21") { try? CalendarDate($0) }))
        let now = Option<DateTime?>(
            "now", "date-time", help: "The reference instant for dateTime rules, RFC 3339 (default: midnight UTC of --today when it is given, else the current time).",
            default: nil, parse: .optional(OptionParser(expected: "expected an RFC 3339 date and time such as 2026-11-21T09:30:00Z") { try? DateTime($0) }))
        let update = Flag("update", help: "Validate each submission as an update that sends only what changed (see Specs/README.md).")
        let original: Option<String?> = .text("original", "file", help: "With --update: the stored record (JSON) that the update changes; rules between fields read it.")
        let options: Option<String?> = .text("options", "file", help: "Run-time options of choice fields with 'optionsFrom': a JSON object of option lists by set name.")
        let includeSecrets = Flag(
            "include-secrets",
            help: "Put secret fields' values (new passwords, account tokens) in the normalized submission: the patch a backend applies. Without it they are left out and an update names them under 'changed'. Never log such output.")
    }

    /// The settings from the options at `group`; files that cannot be read or are not of the
    /// right shape are reported on standard error and thrown as their failure.
    static func read<Arguments>(
        _ arguments: ParsedArguments<Arguments>, _ group: KeyPath<Arguments, Options>, io: CommandIO
    ) throws(CommandError) -> ValidationSettings {
        let givenToday = arguments[group.appending(path: \.today)]
        let today = givenToday ?? CalendarDate.today(in: .local)
        var now = givenToday == nil ? DateTime.Instant.current() : DateTime.Instant(secondsSinceEpoch: Int64(today.daysSinceEpoch) * 86_400)
        if let moment = arguments[group.appending(path: \.now)] { now = moment.instant }
        var settings = ValidationSettings(today: today, now: now)
        settings.includesSecrets = arguments[group.appending(path: \.includeSecrets)]
        let original = arguments[group.appending(path: \.original)]
        let update = arguments[group.appending(path: \.update)]
        if original != nil, !update { throw .usage("'--original' goes with '--update'.") }
        if update {
            var stored: FormValue?
            if let original {
                let value = try readJSON(original, io: io)
                guard case .object = value else {
                    io.err("Error: \(original): the stored record must be a JSON object, not \(value.typeName).")
                    throw .dataError
                }
                stored = value
            }
            settings.mode = .update(original: stored)
        }
        if let path = arguments[group.appending(path: \.options)] {
            settings.optionSets = try readOptionSets(path, io: io)
        }
        return settings
    }

    /// The context of a run: these settings, with field states and the normalized submission
    /// only when they are printed.
    func context(withOutput output: Bool) -> ValidationContext {
        var context = ValidationContext(today: today, now: now, includeFieldStates: output, includeNormalized: output, mode: mode, optionSets: optionSets)
        if output, includesSecrets { context.output.insert(.secrets) }
        return context
    }

    /// The run-time option sets in the JSON file at `path` (`--options`).
    static func readOptionSets(_ path: String, io: CommandIO) throws(CommandError) -> [String: [String]] {
        let value = try readJSON(path, io: io)
        do {
            return try ValidationContext.optionSets(from: value)
        } catch {
            io.err("Error: \(path): \(error.message)")
            throw .dataError
        }
    }

    static func readJSON(_ path: String, io: CommandIO) throws(CommandError) -> FormValue {
        do {
            return try JSONReader().read(try InputFile(path: path).readAll(limit: 16 << 20), file: path)
        } catch {
            throw .reporting(error, reading: path, io: io)
        }
    }
}
