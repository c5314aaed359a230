extension FormSession {
    /// Sets a field to text exactly as the control holds it (untrimmed): what a text field's
    /// binding passes on every keystroke.
    ///
    /// ```swift
    /// let typed: String = "ada@"                 // from a text field
    /// session.set("email", to: typed).issues.map(\.rule)   // ["email"]
    /// ```
    @discardableResult
    public mutating func set(_ field: String, to text: String) -> FormChange {
        set(field, to: FormValue.string(text))
    }

    /// Sets a field to a whole number (a stepper, a count).
    @discardableResult
    public mutating func set(_ field: String, to number: Int) -> FormChange {
        set(field, to: FormValue.number(FormNumber(number)))
    }

    /// Sets a field to a number (a slider's value, a parsed amount).
    ///
    /// A value JSON cannot hold (NaN, an infinity) is kept as its text (`"nan"`), so the field
    /// reports a `type` problem the user sees, and ``changedPayload`` stays valid JSON.
    @discardableResult
    public mutating func set(_ field: String, to number: Double) -> FormChange {
        set(field, to: number.isFinite ? FormValue.number(FormNumber(number)) : FormValue.string(String(number)))
    }

    /// Sets a field to a Boolean (a toggle, a checkbox).
    @discardableResult
    public mutating func set(_ field: String, to flag: Bool) -> FormChange {
        set(field, to: FormValue.bool(flag))
    }
}
