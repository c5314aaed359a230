extension FormSession {
    /// A field's label in the language of `messages`: the text of its label key (the spec's
    /// `label`, else `field.<name>`), as a form shows it beside the control.
    ///
    /// ```swift
    /// let messages = try CatalogMessages(catalog: Catalog(contentsOf: "Resources"), locale: "ru")
    /// session.label(for: "address.stateCode", using: messages)   // the Russian label of the state picker
    /// ```
    ///
    /// A name the spec does not declare has the key `field.<name>`, as its problems do.
    public func label(for field: String, using messages: some MessageRendering) -> String {
        let key = state(field)?.labelKey ?? "field." + field
        return messages.message(key, arguments: [])
    }

    /// The label of one option of a picker (`NSW` of the state picker: "New South Wales"), in
    /// the language of `messages`.
    ///
    /// ```swift
    /// session.set("address.countryCode", to: "AU")
    /// session.label(forOption: "NSW", of: "address.stateCode", using: messages)   // "New South Wales"
    /// session.label(forOption: "CA", of: "address.stateCode", using: messages)    // nil: not an Australian state
    /// ```
    ///
    /// - Returns: nil when the field does not offer the option now (a state of another country,
    ///   a state picker before a country is chosen, a field without options).
    public func label(forOption option: String, of field: String, using messages: some MessageRendering) -> String? {
        guard let choice = state(field)?.options?.first(where: { $0.value == option }) else { return nil }
        return messages.message(choice.labelKey, arguments: [])
    }
}
