extension FormSession {
    /// Marks a field as touched, typically when the user leaves it: from then on its problems
    /// are in ``visibleIssues``.
    ///
    /// ```swift
    /// session.set("email", to: "ada@")   // typing: no message yet
    /// session.touch("email")             // left the field: "Enter a valid email address"
    /// ```
    ///
    /// A name the session does not know stops a debug build (see "Field names" in ``FormSession``):
    /// touching a mistyped name would leave the real field's problems hidden until submit.
    public mutating func touch(_ field: String) {
        checkName(field)
        markTouched(CollectionOfOne(field), submitted: false)
    }

    /// Whether the user has touched the field (or the form was submitted).
    ///
    /// A name the session does not know stops a debug build (see "Field names" in ``FormSession``).
    public func isTouched(_ field: String) -> Bool {
        checkName(field)
        return isTouched(unchecked: field)
    }

    /// ``isTouched(_:)`` without the check of the name.
    func isTouched(unchecked field: String) -> Bool {
        isSubmitted || touched.contains(field)
    }

    /// The problems to show now: those of touched fields, every problem once the form was
    /// submitted. A group's problem (exactly one of two boxes ticked) shows as soon as any of
    /// its fields is touched.
    public var visibleIssues: [ValidationIssue] {
        if isSubmitted { return report.issues }
        return report.issues.filter(isVisible)
    }

    /// The problems of one field to show now.
    ///
    /// A name the session does not know stops a debug build (see "Field names" in ``FormSession``).
    public func visibleIssues(_ field: String) -> [ValidationIssue] {
        checkName(field)
        return visibleIssues(unchecked: field)
    }

    /// ``visibleIssues(_:)`` without the check of the name.
    func visibleIssues(unchecked field: String) -> [ValidationIssue] {
        issues(unchecked: field).filter(isVisible)
    }

    /// Touches every field and returns the whole report, for the submit button.
    ///
    /// ```swift
    /// let report = session.submit()
    /// if report.isValid { try await api.save(session.changedPayload) } else { scroll(to: session.visibleIssues[0]) }
    /// ```
    public mutating func submit() -> ValidationReport {
        markTouched(form.spec.fields.lazy.map { $0.name }, submitted: true)
        markTouched(undeclaredNames, submitted: true)
        return report
    }

    private func isVisible(_ issue: ValidationIssue) -> Bool {
        if isSubmitted || touched.contains(issue.path) { return true }
        return layout.groups.contains { group in
            group.path == issue.path && group.rule == issue.rule && group.members.contains(where: touched.contains)
        }
    }
}
