import Foundation

func writeFile(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

func removeFile(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}
