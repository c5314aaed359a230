/// A command's options, declared once as stored properties (``Option``, ``RepeatedOption``,
/// ``Flag``, or another group such as ``LimitOptions``) and read by handing the option back to
/// the parsed line:
///
/// ```swift
/// struct Options: OptionGroup {
///     let quiet = Flag("quiet", short: "q", help: "Print only the summary line.")
///     let limits = LimitOptions()
///     var allOptions: [any DeclaredOption] { [quiet] + limits.allOptions }
/// }
/// let options = arguments.options
/// let quiet = arguments[options.quiet]                 // Bool
/// let depth = arguments[options.limits.maxDepth]       // Int
/// ```
///
/// Not key paths: forming and appending them at run time cost a one-file `validate` about
/// 650,000 instructions (each key path's class is instantiated from its mangled name).
///
/// The parser, the help and the usage line all take the options from ``declarations``, which
/// come from ``allOptions``: the stored properties listed in their order, groups spread in place.
/// `CommandOptionsTests` checks each list against the stored properties by reflection, so none
/// of the three can leave an option out; the program itself reflects on nothing (reflection and
/// the casts it needs cost a third of a one-file `validate`'s instructions).
protocol OptionGroup: Sendable {
    init()
    /// Every option of the group and of the groups inside it, in declaration order.
    var allOptions: [any DeclaredOption] { get }
}

extension OptionGroup {
    /// The declarations of ``allOptions``.
    var declarations: [OptionDeclaration] { allOptions.map(\.declaration) }
}

/// The options of a command that has none besides `--help`.
struct NoOptions: OptionGroup {
    var allOptions: [any DeclaredOption] { [] }
}
