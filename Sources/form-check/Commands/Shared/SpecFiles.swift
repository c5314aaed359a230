import FormRules

/// Loads and compiles a spec for a command, printing what is wrong with it.
enum SpecFiles {
    /// The compiled spec at `path`; a missing or broken spec is said on standard error and
    /// thrown as ``CommandError/noInput`` or ``CommandError/dataError``.
    static func compile(_ path: String, io: CommandIO) throws(CommandError) -> CompiledForm {
        do {
            return try CompiledForm(contentsOf: path)
        } catch {
            throw .reporting(error, reading: path, io: io)
        }
    }
}
