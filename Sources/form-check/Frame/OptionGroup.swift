/// A command's options, declared once as stored properties (``Option``, ``RepeatedOption``,
/// ``Flag``, or another group such as ``LimitOptions``) and read by key path:
///
/// ```swift
/// struct Options: OptionGroup {
///     let quiet = Flag("quiet", short: "q", help: "Print only the summary line.")
///     let limits = LimitOptions()
/// }
/// let quiet = arguments[\.quiet]                 // Bool
/// let depth = arguments[\.limits.maxDepth]       // Int
/// ```
///
/// The parser, the help and the usage line all take the options from ``declarations``, which
/// reads the stored properties in their order, so none of the three can leave an option out.
protocol OptionGroup: Sendable {
    init()
}

extension OptionGroup {
    /// Every option of the group and of the groups inside it, in declaration order.
    var options: [any DeclaredOption] {
        // Reflection is how argument-parser finds its declarations too; a group is a handful of
        // properties read once per run.
        Mirror(reflecting: self).children.flatMap { child -> [any DeclaredOption] in
            if let option = child.value as? any DeclaredOption { return [option] }
            if let group = child.value as? any OptionGroup { return group.options }
            return []
        }
    }

    /// The declarations of ``options``.
    var declarations: [OptionDeclaration] { options.map(\.declaration) }
}

/// The options of a command that has none besides `--help`.
struct NoOptions: OptionGroup {}
