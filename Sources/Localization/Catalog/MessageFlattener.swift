import FormCore

/// A message with one variant chosen for each plural variable, as a single format string
/// whose specifiers all name their argument (`%1$ld`), parsed once.
///
/// Flattening is how plurals are checked and shown: `%#@files@ in %@` with the variant
/// `%ld files` becomes `%1$ld files in %2$@`, which ``FormatCompatibility`` can compare with the
/// development language's flattened text argument by argument, and ``SafeFormatter`` can format.
struct Rendition: Sendable {
    /// The flattened text, parsed, with the original argument numbers: what is compared.
    let format: FormatString
    /// What is formatted: ``format``, or when a variant leaves out the number it counts while
    /// using a later argument (`%2$@ follower`), the same text with the arguments it uses
    /// renumbered from 1, so that no argument is skipped.
    let output: FormatString
    /// For a renumbered ``output``: the original argument number of each of its arguments.
    let argumentOrder: [Int]?
    /// The text with every specifier as its author wrote it (`%ld`, not `%1$ld`): what is shown
    /// when no text can be formatted.
    let verbatim: String
    /// Which source text each part of ``format`` came from: UTF-8 ranges of the flattened text
    /// and the location of the format or variant they were copied from.
    let pieces: [SourcePiece]

    /// A UTF-8 range of the flattened text (`start..<end`) and where it was copied from. Bounds,
    /// not a `Range<Int>`: an array of ranges costs a one-message run a scan of every protocol
    /// conformance in the binary (for `Int: Comparable`) the first time.
    struct SourcePiece {
        var start: Int
        var end: Int
        var location: SourceLocation?
    }
    /// Errors in the original texts (flattening rewrites specifiers, so they are kept here).
    let errors: [FormatDiagnostic]
    /// Differences from the development language's reference rendition, already filtered; empty
    /// for the development language itself.
    var findings: [FormatFinding] = []

    /// Whether the translation may be shown: valid, and no finding is an error.
    var isUsable: Bool { errors.isEmpty && !findings.contains { $0.severity == .error } }

    /// The arguments for ``output``, in its order.
    func arguments(_ arguments: [FormatArgument]) -> [FormatArgument] {
        guard let argumentOrder else { return arguments }
        return argumentOrder.compactMap { $0 >= 1 && $0 <= arguments.count ? arguments[$0 - 1] : nil }
    }

    /// The location of the source text a flattened byte offset came from.
    func location(of offset: Int?) -> SourceLocation? {
        guard let offset else { return pieces.first?.location }
        return pieces.first { $0.start <= offset && offset < $0.end }?.location ?? pieces.first?.location
    }
}

struct MessageFlattener {
    let format: FormatString
    let variables: [PluralVariable]
    let location: SourceLocation?

    /// More combinations than this are flattened when rendered instead of when loaded.
    static let maximumPrecomputed = 64
    /// Variants may reference variables themselves; deeper (or circular) references stay as
    /// `%#@name@` and show their argument.
    static let maximumDepth = 8
    /// Variants expanded per rendition, and the length of its text in bytes, beyond which
    /// references stay as written: a hostile file whose variants each reference a variable many
    /// times must not grow a rendition exponentially.
    static let maximumExpansions = 256
    static let maximumLength = 1 << 20

    /// Every combination's rendition in mixed-radix order (the first variable most significant),
    /// and the radix; no renditions when there are too many combinations.
    func renditions() -> ([Rendition], [Int]) {
        if variables.isEmpty {
            // Nothing to expand: the text is its own rendition, parsed once.
            let pieces = [Rendition.SourcePiece(start: 0, end: format.text.utf8.count, location: location)]
            let errors = format.diagnostics.filter { $0.severity == .error }
            let rendition = Rendition(
                format: format, output: format, argumentOrder: nil, verbatim: format.verbatimText, pieces: pieces, errors: errors)
            return ([rendition], [])
        }
        let radix = variables.map { max(1, $0.variants.count) }
        var total = 1
        for count in radix {
            total *= count
            if total > Self.maximumPrecomputed { return ([], radix) }
        }
        var result: [Rendition] = []
        result.reserveCapacity(total)
        var choice = [Int](repeating: 0, count: radix.count)
        for _ in 0..<total {
            result.append(flatten(choice: choice))
            // Increment the mixed-radix counter, last digit fastest.
            var position = radix.count - 1
            while position >= 0 {
                choice[position] += 1
                if choice[position] < radix[position] { break }
                choice[position] = 0
                position -= 1
            }
        }
        return (result, radix)
    }

    /// The rendition for one variant index per variable.
    func flatten(choice: [Int]) -> Rendition {
        var builder = Builder()
        expand(format, start: 1, location: location, depth: 0, choice: choice, renumber: nil, into: &builder)
        let flat = FormatString(builder.text)
        var output = flat
        var order: [Int]?
        var errors = builder.errors
        if flat.diagnostics.contains(where: { $0.code == .skippedArgument }) {
            // A variant may leave out the number it counts ("one follower: %2$@"): the variable
            // has used it. Renumber the arguments the text uses, so none is skipped.
            var used = Set<Int>()
            for spec in flat.specifiers { for use in spec.argumentUses { used.insert(use.argument) } }
            let counted = Set(variables.map { $0.argument })
            let highest = used.max() ?? 0
            let skipped = Set(1...max(1, highest)).subtracting(used)
            if !skipped.isEmpty, skipped.isSubset(of: counted) {
                let sorted = used.sorted()
                var newNumber: [Int: Int] = [:]
                for (index, number) in sorted.enumerated() { newNumber[number] = index + 1 }
                var renumbered = Builder()
                expand(format, start: 1, location: location, depth: 0, choice: choice, renumber: { newNumber[$0] ?? $0 }, into: &renumbered)
                output = FormatString(renumbered.text)
                order = sorted
            }
        }
        errors += output.diagnostics.filter { $0.severity == .error && $0.code == .skippedArgument }
        return Rendition(
            format: flat, output: output, argumentOrder: order, verbatim: builder.verbatim, pieces: builder.pieces, errors: errors)
    }

    private struct Builder {
        var text = ""
        var verbatim = ""
        var count = 0
        var expansions = 0
        var pieces: [Rendition.SourcePiece] = []
        var errors: [FormatDiagnostic] = []

        mutating func append(_ string: String) {
            text += string
            count += string.utf8.count
        }

        mutating func close(from start: Int, location: SourceLocation?) {
            if count > start { pieces.append(Rendition.SourcePiece(start: start, end: count, location: location)) }
        }
    }

    private func expand(
        _ piece: FormatString, start: Int, location: SourceLocation?, depth: Int, choice: [Int],
        renumber: ((Int) -> Int)?, into builder: inout Builder
    ) {
        // Skipping an argument is judged on the whole text, once flattened.
        builder.errors += piece.diagnostics.filter { $0.severity == .error && $0.code != .skippedArgument }
        var pieceStart = builder.count
        func absolute(_ number: Int, positional: Bool) -> Int { positional ? number : number + start - 1 }
        func written(_ number: Int) -> Int { renumber?(number) ?? number }
        let specifiers = piece.specifiers
        for part in piece.pieces {
            switch part {
            case .literal(let text):
                builder.append(text.contains("%") ? text.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : text)
                builder.verbatim += text
            case .invalid(let range):
                let text = piece.text(in: range)
                builder.append(text)
                builder.verbatim += text
            case .specifier(let number):
                let spec = specifiers[number]
                let argument = absolute(spec.argument, positional: spec.position != nil)
                if spec.conversion == .stringsdictVariable, depth < Self.maximumDepth,
                   builder.expansions < Self.maximumExpansions, builder.count < Self.maximumLength, let name = spec.variableName,
                   let index = variables.firstIndex(where: { $0.name == name }), !variables[index].variants.isEmpty {
                    builder.close(from: pieceStart, location: location)
                    builder.expansions += 1
                    let variants = variables[index].variants
                    let variant = variants[min(max(0, choice[index]), variants.count - 1)]
                    expand(
                        variant.format, start: argument, location: variant.location, depth: depth + 1, choice: choice,
                        renumber: renumber, into: &builder)
                    pieceStart = builder.count
                    continue
                }
                var text = "%" + String(written(argument)) + "$" + spec.flags.spelling
                if let width = spec.width { text += amount(width, start: start, written) }
                if let precision = spec.precision { text += "." + amount(precision, start: start, written) }
                if let length = spec.length { text += length.rawValue }
                if spec.conversion == .stringsdictVariable {
                    text += "#@" + (spec.variableName ?? "") + "@"
                } else {
                    text += spec.conversion.rawValue
                }
                builder.append(text)
                builder.verbatim += spec.text
            }
        }
        builder.close(from: pieceStart, location: location)
    }

    private func amount(_ amount: FormatSpecifier.Amount, start: Int, _ written: (Int) -> Int) -> String {
        switch amount {
        case .fixed(let value): return String(value)
        case .argument(let number, let positional): return "*" + String(written(positional ? number : number + start - 1)) + "$"
        }
    }
}
