extension FormSpec {
    /// A part a spec includes: fields (and groups over them) written once in a file of their
    /// own, such as an address, that several specs bring in with `{"include": …}`.
    ///
    /// ```json
    /// { "include": "Parts/address.json", "under": "address" }
    /// ```
    /// brings the part's `countryCode` in as `address.countryCode`. Exports keep the part as
    /// one definition (`$defs`, OpenAPI components) when the spec uses it as written.
    public struct PartUse: Sendable, Hashable {
        /// The part's name, its `part` key (`address`).
        public var part: String
        /// The object the part's fields are members of (`address`), nil when they are the spec's own members.
        public var under: String?
        /// The names of the fields the part brought in, as the spec has them (`address.countryCode`), in order.
        public var fields: [String]
        /// Whether the spec changed or removed any of the part's fields: then it no longer is
        /// the part as written, and exports write its fields out.
        public var changed: Bool

        public init(part: String, under: String?, fields: [String], changed: Bool = false) {
            self.part = part
            self.under = under
            self.fields = fields
            self.changed = changed
        }
    }
}
