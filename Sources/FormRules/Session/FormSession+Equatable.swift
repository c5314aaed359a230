extension FormSession: Equatable {
    /// Two sessions are equal when they edit equal forms (by spec) with the same context, from
    /// the same original to the same current values, with the same fields touched and the same
    /// submitted flag: then every report, change list and payload they give is the same.
    ///
    /// ```swift
    /// let undoPoint = session
    /// session.set("email", to: "ada@example.org")
    /// session == undoPoint   // false
    /// session.discardChanges()
    /// session == undoPoint   // true
    /// ```
    ///
    /// The report is not compared: it follows from the rest. Names the spec does not declare
    /// are compared in the order they were first set, as ``changedFields`` lists them; which
    /// names were given to ``setUndeclared(_:to:)`` is not compared (it only quiets the debug
    /// check of names).
    public static func == (lhs: FormSession, rhs: FormSession) -> Bool {
        lhs.isSubmitted == rhs.isSubmitted && lhs.touched == rhs.touched && lhs.current == rhs.current
            && lhs.original == rhs.original && lhs.undeclaredNames == rhs.undeclaredNames
            && lhs.context == rhs.context && lhs.form.spec == rhs.form.spec
    }
}
