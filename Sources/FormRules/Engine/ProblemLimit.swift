/// The bound on how many problems one report lists (``ValidationContext/maxIssues``), applied
/// the same way by the tree path and the byte-level path.
///
/// Past the bound, a report lists the first `maxIssues` problems in the usual order and then one
/// more, `tooManyProblems`, whose argument says how many were left out. Problems that would be
/// left out are only counted, never built, so a submission of 96,000 unknown keys costs its
/// reading and not 96,000 messages.
enum ProblemLimit {
    /// The problem that ends a report cut at the bound: `more` problems were left out.
    static func tooManyProblems(more: Int) -> ValidationIssue {
        ValidationIssue(path: "", rule: "tooManyProblems", messageKey: "rule.tooManyProblems", arguments: [.integer(more)])
    }

    /// Cuts `issues` to `maximum`, counting `unbuilt` problems that were found and left out
    /// before being built (they come after all of `issues`), and appends the closing problem
    /// when anything is left out.
    static func apply(to issues: inout [ValidationIssue], unbuilt: Int, maximum: Int) {
        let total = issues.count + unbuilt
        guard total > maximum else { return }
        let kept = max(0, maximum)
        if issues.count > kept { issues.removeSubrange(kept...) }
        issues.append(tooManyProblems(more: total - kept))
    }
}
