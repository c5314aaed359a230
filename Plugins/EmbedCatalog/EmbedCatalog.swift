import Foundation
import PackagePlugin

/// Compiles the shipped translations (`Resources/Localizable.strings`, `.stringsdict` and each
/// `<locale>.lproj/` of them) into the target it is applied to, as generated Swift source: the
/// library then renders messages wherever it runs, with no files beside the binary.
///
/// The files are the command's inputs, so editing, adding or removing one regenerates the source
/// on the next build; `catalog-embedder` refuses a file that does not load (with its place).
@main
struct EmbedCatalog: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let root = context.package.directoryURL
        let resources = root.appending(path: "Resources")
        let files = try Self.tables(in: resources)
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInCatalogFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) translation files of Resources in \(target.name)",
                executable: try context.tool(named: "catalog-embedder").url,
                arguments: [output.path(percentEncoded: false), root.path(percentEncoded: false)]
                    + files.map { $0.path(percentEncoded: false) },
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }

    /// `Localizable.strings` and `.stringsdict` at the top (the development language), then those
    /// of each `.lproj` folder, sorted so the generated source is the same on every machine.
    /// Only `Localizable`, the table the engine renders from: other tables of `Resources/`
    /// (`Screens.strings`, texts the apps' screens show themselves) are never shown by the
    /// library, so they stay out of it.
    static func tables(in resources: URL) throws -> [URL] {
        let manager = FileManager.default
        let tableNames = ["Localizable.strings", "Localizable.stringsdict"]
        func present(in folder: URL) -> [URL] {
            tableNames.map { folder.appending(path: $0) }.filter { manager.fileExists(atPath: $0.path(percentEncoded: false)) }
        }
        let names = try manager.contentsOfDirectory(atPath: resources.path(percentEncoded: false)).sorted()
        let folders = names.filter { $0.lowercased().hasSuffix(".lproj") }.map { resources.appending(path: $0) }
        return present(in: resources) + folders.flatMap(present)
    }
}
