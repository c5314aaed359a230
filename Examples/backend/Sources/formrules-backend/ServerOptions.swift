import FormRules

/// What `formrules-backend` was started with.
struct ServerOptions: Sendable {
    /// The loopback port to listen on; 0 picks a free one (the log says which).
    var port = 8080
    /// The folder of form specs (`<name>.json`).
    var specs: String
    /// Translations (`Localizable.strings`, `<locale>.lproj/`) laid over the built-in ones;
    /// `nil`: the built-in ones alone.
    var resources: String?
    /// A fixed "today" for date rules; `nil` takes the UTC date of each request.
    var today: CalendarDate?
    /// Largest request body accepted, in bytes.
    var maxBodyBytes = 1 << 20
    /// Seconds a shutdown (SIGTERM, SIGINT) waits for answers in progress before cutting them.
    var gracePeriod = 10.0
    /// Seconds a client may read none of its answer before its connection is closed.
    var sendTimeout = 10.0
    /// The file of run-time option sets (`--options`), read at start.
    var optionSets: String?

    static let usage = "formrules-backend [--port <port>] [--specs <dir>] [--resources <dir>] [--today <date>] [--max-body-bytes <n>] [--grace-period <s>] [--send-timeout <s>] [--options <file>]"

    static let help = """
        OVERVIEW: Re-validates form submissions against the repository's specs over HTTP.

        USAGE: \(usage)

        OPTIONS:
          --port <port>           Port on 127.0.0.1 (default: 8080; 0 picks a free one).
          --specs <dir>           Form specs (default: the repository's Specs/).
          --resources <dir>       Translations laid over the built-in ones (their texts and
                                  languages win; default: the built-in messages alone).
          --today <date>          Reference date for date rules, yyyy-MM-dd (default: each request's UTC date).
          --max-body-bytes <n>    Largest request body in bytes (default: 1048576); larger ones get 413.
          --grace-period <s>      Seconds a shutdown waits for answers in progress (default: 10).
          --send-timeout <s>      Seconds a client may read nothing of its answer before the
                                  connection is closed (default: 10).
          --options <file>        Run-time options of choice fields with 'optionsFrom' (the game
                                  server's avatar parts): a JSON object of option lists by set name.
          -h, --help              Show help information.

        ROUTES:
          POST /forms/<name>      Validate the JSON body against Specs/<name>.json.
          PATCH /forms/<name>     Validate an update: only the fields sent are checked.
          GET  /health            200 while the server runs.
        """

    /// What the command line asks for.
    enum Parsed {
        case run(ServerOptions)
        case help
    }

    /// Reads the arguments (without the program's name): `--name value` or `--name=value`.
    static func parse(_ arguments: [String], repository: RepositoryLayout = .current) -> Result<Parsed, UsageError> {
        var options = ServerOptions(specs: repository.specs)
        var index = 0
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            if argument == "-h" || argument == "--help" { return .success(.help) }
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            guard ["--port", "--specs", "--resources", "--today", "--max-body-bytes", "--grace-period", "--send-timeout", "--options"].contains(argument) else {
                return .failure(UsageError(message: "Unknown option '\(argument)'."))
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                return .failure(UsageError(message: "Missing value for '\(argument)'."))
            }
            switch argument {
            case "--port":
                guard let port = Int(value), (0...65_535).contains(port) else {
                    return .failure(UsageError(message: "Invalid value '\(value)' for '--port': expected 0 to 65535."))
                }
                options.port = port
            case "--specs": options.specs = value
            case "--options": options.optionSets = value
            case "--resources": options.resources = value
            case "--today":
                guard let date = try? CalendarDate(value) else {
                    return .failure(UsageError(message: "Invalid value '\(value)' for '--today': expected a date such as 2026-11-21."))
                }
                options.today = date
            case "--grace-period", "--send-timeout":
                guard let seconds = Double(value), seconds.isFinite, seconds >= 0, seconds <= 86_400,
                    argument == "--grace-period" || seconds > 0
                else {
                    return .failure(UsageError(message: "Invalid value '\(value)' for '\(argument)': expected a number of seconds."))
                }
                if argument == "--grace-period" { options.gracePeriod = seconds } else { options.sendTimeout = seconds }
            default:
                guard let bytes = Int(value), bytes > 0 else {
                    return .failure(UsageError(message: "Invalid value '\(value)' for '--max-body-bytes': expected a positive number of bytes."))
                }
                options.maxBodyBytes = bytes
            }
        }
        return .success(.run(options))
    }
}

/// A command-line mistake: said on standard error with the usage line, exit status 64.
struct UsageError: Error {
    var message: String
}
