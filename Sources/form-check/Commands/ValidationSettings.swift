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
    /// `--remote NAME=FILE` and `--remote-allowed NAME=FILE`: the spec's remote checks,
    /// answered from the values in the files.
    var remoteAnswers = RemoteCheckAnswers()

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
        let remote = RepeatedOption(
            "remote", "name=file",
            help: "Answer the spec's remote check NAME from FILE, a JSON array of strings and numbers: a field's value in FILE fails it (the emails that already signed a release, the handles taken). Repeat for several checks.",
            parse: .text)
        let remoteAllowed = RepeatedOption(
            "remote-allowed", "name=file",
            help: "Answer the remote check NAME from FILE the other way round: only a value in FILE passes it (invitation codes, member numbers).",
            parse: .text)
        let includeSecrets = Flag(
            "include-secrets",
            help: "Put secret fields' values (new passwords, account tokens) in the normalized submission: the patch a backend applies. Without it they are left out and an update names them under 'changed'. Never log such output.")

        var allOptions: [any DeclaredOption] { [today, now, update, original, options, remote, remoteAllowed, includeSecrets] }
    }

    /// The settings from the options of `group` (a command's own group); files that cannot be
    /// read or are not of the right shape are reported on standard error and thrown as their
    /// failure.
    static func read<Arguments>(
        _ arguments: ParsedArguments<Arguments>, _ group: Options, io: CommandIO
    ) throws(CommandError) -> ValidationSettings {
        let givenToday = arguments[group.today]
        let today = givenToday ?? CalendarDate.today(in: .local)
        var now = givenToday == nil ? DateTime.Instant.current() : DateTime.Instant(secondsSinceEpoch: Int64(today.daysSinceEpoch) * 86_400)
        if let moment = arguments[group.now] { now = moment.instant }
        var settings = ValidationSettings(today: today, now: now)
        settings.includesSecrets = arguments[group.includeSecrets]
        let original = arguments[group.original]
        let update = arguments[group.update]
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
        if let path = arguments[group.options] {
            settings.optionSets = try readOptionSets(path, io: io)
        }
        let answered: [(String, RemoteCheckAnswers.Meaning, String)] =
            arguments[group.remote].map { ("remote", .failsWhenKnown, $0) }
            + arguments[group.remoteAllowed].map { ("remote-allowed", .passesOnlyWhenKnown, $0) }
        for (option, meaning, text) in answered {
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex, text.index(after: equals) != text.endIndex else {
                throw .usage("'--\(option)' takes NAME=FILE, the check's name and a JSON array of values (--\(option) release.alreadySigned=signed.json), not '\(text)'.")
            }
            let name = String(text[..<equals]), path = String(text[text.index(after: equals)...])
            if settings.remoteAnswers.answers(name) { throw .usage("Remote check '\(name)' is answered twice: give one --remote or --remote-allowed for it.") }
            settings.remoteAnswers.add(name, values: try readKnownValues(path, io: io), meaning: meaning)
        }
        return settings
    }

    /// The values in the JSON file at `path` (`--remote NAME=FILE`): an array of strings and numbers.
    static func readKnownValues(_ path: String, io: CommandIO) throws(CommandError) -> [FormValue] {
        let value = try readJSON(path, io: io)
        guard case .array(let values) = value else {
            io.err("Error: \(path): the values of a remote check must be a JSON array of strings and numbers, not \(value.typeName).")
            throw .dataError
        }
        if let other = values.first(where: { $0.string == nil && $0.number == nil }) {
            io.err("Error: \(path): the values of a remote check must be strings and numbers, not \(other.typeName).")
            throw .dataError
        }
        return values
    }

    /// Refuses a run in which a remote check the spec declares is not answered, or an answer
    /// names a check the spec does not declare (a misspelt name would answer nothing).
    func requireRemoteAnswers(for form: CompiledForm, specPath: String) throws(CommandError) {
        let declared = form.remoteCheckNames
        for name in remoteAnswers.names where !declared.contains(name) {
            var message = "\(specPath) declares no remote check '\(name)'"
            if let near = Suggestion.closest(to: name, among: declared) {
                message += ". Did you mean '\(near)'?"
            } else {
                message += declared.isEmpty ? " (it declares none)." : " (it declares: \(declared.joined(separator: ", ")))."
            }
            throw .usage(message)
        }
        for (field, check) in form.declaredRemoteChecks where !remoteAnswers.answers(check.name) {
            throw .usage(
                "Field '\(field)' of \(specPath) has the remote check '\(check.name)', which form-check cannot call: answer it with --remote \(check.name)=FILE, a JSON array of the values that fail it (or --remote-allowed \(check.name)=FILE, of the only values that pass).")
        }
    }

    /// The context of a run: these settings, with field states and the normalized submission
    /// only when they are printed.
    func context(withOutput output: Bool) -> ValidationContext {
        var context = ValidationContext(today: today, now: now, includeFieldStates: output, includeNormalized: output, mode: mode, optionSets: optionSets)
        context.remoteAnswers = remoteAnswers
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
