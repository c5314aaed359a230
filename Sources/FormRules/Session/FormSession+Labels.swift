extension FormSession {
    /// A field's label in the language of `messages`: the text of its label key (the spec's
    /// `label`, else `field.<name>`), as a form shows it beside the control.
    ///
    /// ```swift
    /// let messages = try CatalogMessages(catalog: Catalog(contentsOf: "Resources"), locale: "ru")
    /// session.label(for: "address.stateCode", using: messages)   // the Russian label of the state picker
    /// ```
    ///
    /// A name the spec does not declare has the key `field.<name>`, as its problems do. A name
    /// the session does not know stops a debug build (see "Field names" in ``FormSession``).
    public func label(for field: String, using messages: some MessageRendering) -> String {
        checkName(field)
        return label(forUnchecked: field, using: messages)
    }

    /// The label of one option of a picker (`NSW` of the state picker: "New South Wales"), in
    /// the language of `messages`; the option itself when the field does not offer it now.
    ///
    /// ```swift
    /// session.set("address.countryCode", to: "AU")
    /// session.label(forOption: "NSW", of: "address.stateCode", using: messages)   // "New South Wales"
    /// session.label(forOption: "CA", of: "address.stateCode", using: messages)    // "CA": not an Australian state
    /// ```
    ///
    /// Text, never nil, as ``label(for:using:)`` is: a form shows whatever it gets. A picker's
    /// rows are the options the field offers, and every one of those has a label; a value the
    /// field does not offer now (a state of another country, a value the server sent that is
    /// not an option) is better shown as itself than as nothing. Whether the field offers an
    /// option is in its state: `state(field)?.options`.
    ///
    /// A field name the session does not know stops a debug build (see "Field names" in
    /// ``FormSession``).
    ///
    /// - Returns: The option's label; the option itself when the field does not offer it now (a
    ///   state of another country, a state picker before a country is chosen, a field without
    ///   options).
    public func label(forOption option: String, of field: String, using messages: some MessageRendering) -> String {
        checkName(field)
        return label(forOption: option, ofUnchecked: field, using: messages)
    }

    /// ``label(for:using:)`` without the check of the name.
    func label(forUnchecked field: String, using messages: some MessageRendering) -> String {
        let key = state(unchecked: field)?.labelKey ?? "field." + field
        return messages.message(key, arguments: [])
    }

    /// ``label(forOption:of:using:)`` without the check of the name.
    func label(forOption option: String, ofUnchecked field: String, using messages: some MessageRendering) -> String {
        guard let choice = state(unchecked: field)?.options?.first(where: { $0.value == option }) else { return option }
        return messages.message(choice.labelKey, arguments: [])
    }
}
