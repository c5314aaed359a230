extension FormValidator {
    /// A validator of the same spec and context whose compiled form is compiled anew, so that it
    /// shares no compiled objects with this one.
    ///
    /// Validators on several threads could share one `CompiledForm` (it is immutable and
    /// `Sendable`), but every line retains and releases its compiled fields, and those atomic
    /// counts, on memory two cores write at once, cost more than the validation itself: a batch
    /// on 2 threads measured 1.7 times the CPU time of one thread. Strings the spec holds are
    /// still shared; a worker that loads the spec from its file itself shares nothing.
    ///
    /// ```swift
    /// let copy = validator.forAnotherThread()   // then used by one other thread only
    /// ```
    public func forAnotherThread() -> FormValidator {
        guard let form = try? CompiledForm(form.spec, rules: form.rules) else { return self }
        return FormValidator(form: form, context: context)
    }
}
