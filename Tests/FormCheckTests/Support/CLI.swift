import Foundation
@testable import form_check

/// What a command printed and returned.
struct CLIResult {
    var status: Int32
    var output: String
    var error: String
}

/// Runs `form-check` in process with captured output.
func runCLI(_ arguments: [String]) -> CLIResult {
    final class Capture: @unchecked Sendable {
        // Only the calling thread writes: commands run synchronously.
        var output = ""
        var error = ""
    }
    let capture = Capture()
    let io = CommandIO(writeOutput: { capture.output += $0 }, writeError: { capture.error += $0 })
    let status = FormCheck.run(arguments: arguments, io: io)
    return CLIResult(status: status, output: capture.output, error: capture.error)
}

/// Runs the built `form-check` binary in `directory`, optionally feeding standard input.
func runBinary(_ arguments: [String], input: String? = nil, in directory: URL = packageRoot) throws -> CLIResult {
    let process = Process()
    process.executableURL = builtProductsDirectory.appendingPathComponent("form-check")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe(), error = Pipe(), stdin = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), error: String(decoding: err, as: UTF8.self))
}

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The folder holding the test bundle, which also holds the built executables.
var builtProductsDirectory: URL {
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
}

func temporaryFile(_ name: String, _ contents: String) throws -> String {
    let path = NSTemporaryDirectory() + "formcheck-\(UUID().uuidString)-\(name)"
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    return path
}

/// The languages the package ships messages in: English (the development language, at the top of
/// `Resources`) and every `Resources/<tag>.lproj`, read from the folder so that a new language
/// is tested the day it lands.
let shippedLanguages: [String] = {
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.path + "/Resources")) ?? []
    return ["en"] + folders.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
}()
