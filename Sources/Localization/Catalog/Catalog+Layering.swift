/// One catalog's tables over another's.
extension Catalog {
    /// This catalog with `overlay`'s tables laid over it: `overlay`'s messages win key by key,
    /// its other languages are added, and every key it lacks is still this catalog's. What an app
    /// does to word a few messages its own way, or add a language, over ``Catalog``s it did not
    /// write (the messages a library ships).
    ///
    /// ```swift
    /// let shipped = try Catalog(contentsOf: "Resources")
    /// let app = try Catalog(contentsOf: "AppTranslations")   // rule.required in en, a German table
    /// let catalog = shipped.overlaid(by: app)
    /// catalog.render("rule.required", locale: english, arguments: ["Email"]).text   // the app's text
    /// catalog.render("rule.email", locale: german, arguments: ["Email"]).text       // the app's German, else the shipped English
    /// ```
    ///
    /// The development language stays this catalog's (its table is the last fallback, and every
    /// translation is checked against its texts, overlaid ones included: a translation whose
    /// specifiers do not fit the overlaid development text falls back as ``render(_:locale:arguments:)``
    /// says). A key keeps its place in its table's key order; keys only `overlay` has follow.
    /// ``diagnostics`` (and the String Catalogs read) are both catalogs', this one's first.
    ///
    /// - Complexity: O(n) in the keys of both catalogs.
    public func overlaid(by overlay: Catalog) -> Catalog {
        let development = developmentLanguage
        let overlayDevelopment = overlay.tables[development]?.messages ?? OrderedMessages()
        func merged(_ locale: LanguageTag, developmentMessages: OrderedMessages?) -> CatalogTable {
            let below = tables[locale], above = overlay.tables[locale]
            var messages = OrderedMessages(capacity: (below?.count ?? 0) + (above?.count ?? 0))
            for message in below?.ordered ?? [] { messages.set(message) }
            for message in above?.ordered ?? [] { messages.set(message) }
            // Translations were checked against their own catalog's development text: check the
            // ones that now meet another against the one they will be rendered with.
            if let developmentMessages {
                for message in messages.ordered where above?.messages[message.key] != nil || overlayDevelopment[message.key] != nil {
                    messages.set(message.checked(against: developmentMessages[message.key]))
                }
            }
            var files = below?.files ?? []
            for file in above?.files ?? [] where !files.contains(file) { files.append(file) }
            return CatalogTable(locale: locale, files: files, messages: messages)
        }
        var combined: [LanguageTag: CatalogTable] = [:]
        let developmentTable = merged(development, developmentMessages: nil)
        if tables[development] != nil || overlay.tables[development] != nil { combined[development] = developmentTable }
        for locale in Set(tables.keys).union(overlay.tables.keys) where locale != development {
            combined[locale] = merged(locale, developmentMessages: developmentTable.messages)
        }
        return Catalog(
            developmentLanguage: development, tables: combined, diagnostics: diagnostics + overlay.diagnostics,
            stringCatalogs: stringCatalogs + overlay.stringCatalogs)
    }
}

extension CatalogMessage {
    /// The same message with its renditions checked against another development text (`nil`:
    /// none to check against).
    func checked(against development: CatalogMessage?) -> CatalogMessage {
        CatalogMessage(
            key: key, origin: origin, format: format, variables: variables, source: source, location: location,
            comment: comment, state: state, shouldTranslate: shouldTranslate, development: development)
    }
}
