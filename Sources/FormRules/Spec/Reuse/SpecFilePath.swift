/// Paths of the files a spec names, relative to the spec's own file.
enum SpecFilePath {
    /// `path` read from the folder of `file`, with `.` and `..` taken out where they can be
    /// (`Specs/Parts/address.json`), so that one file always has one name (cycles are found by
    /// name); nil when a relative path has no file to start from.
    ///
    /// ```swift
    /// SpecFilePath.resolve("Parts/address.json", from: "Specs/personal-details.json")  // "Specs/Parts/address.json"
    /// ```
    static func resolve(_ path: String, from file: String?) -> String? {
        var parts: [Substring] = []
        var rooted = path.hasPrefix("/")
        if !rooted {
            guard let file else { return nil }
            rooted = file.hasPrefix("/")
            parts = file.split(separator: "/").dropLast().filter { $0 != "." }
        }
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if component == "..", rooted {
                continue  // above the root is the root
            } else {
                parts.append(component)
            }
        }
        return (rooted ? "/" : "") + parts.joined(separator: "/")
    }
}
