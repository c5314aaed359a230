/// The few file-system calls the package needs (catalogs, spec folders), with plain system
/// calls: the libraries stay free of Foundation, and a folder is read with one `stat` per entry.
/// This file holds what needs no system call (paths as text, the kinds); the calls are in
/// `PlainFileSystem+Calls.swift`, which the WebAssembly build leaves out (files are the host's).
package enum PlainFileSystem {
    package enum Kind: Equatable {
        case file
        case directory
    }

    /// Refuses files larger than this: no localization table comes near it, and it keeps a
    /// stray multi-gigabyte file from being read into memory.
    static let maximumFileSize = 256 << 20

    package struct FolderIdentity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    struct ReadFailure: Error {
        var message: String
    }

    /// `folder/name`, without doubling a trailing slash.
    package static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The last path component.
    static func lastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if let slash = trimmed.lastIndex(of: "/") { return String(trimmed[trimmed.index(after: slash)...]) }
        return String(trimmed)
    }

    /// Everything before the last path component, or `nil` for a bare name.
    static func parent(_ path: String) -> String? {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return nil }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
