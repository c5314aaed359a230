extension FormSpec {
    /// A spec for one channel of messages of several kinds, told apart by the value of one
    /// member (a tagged union): each kind is a spec of its own (a variant), and the value of
    /// the discriminator chooses which one checks a message.
    ///
    /// ```json
    /// { "form": "login-channel", "discriminator": "type",
    ///   "variants": ["login.json", "customer-api-token.json", "customer-error.json"] }
    /// ```
    /// Each variant declares the discriminator as a text field with a `const`: its tag
    /// (`LOGIN_CUSTOMER`). A message without the member, or with a tag no variant has, gets one
    /// problem on the member that lists the tags; any other message is checked by its variant
    /// alone, with the variant's unknown-field policy.
    public struct Union: Sendable, Hashable {
        /// One kind of message: the discriminator's value that chooses it, and its spec.
        public struct Variant: Sendable, Hashable {
            public var tag: String
            public var spec: FormSpec

            public init(tag: String, spec: FormSpec) {
                self.tag = tag
                self.spec = spec
            }
        }

        /// The member whose value chooses the variant (`type`).
        public var discriminator: String
        public var variants: [Variant]

        public init(discriminator: String, variants: [Variant]) {
            self.discriminator = discriminator
            self.variants = variants
        }

        /// The tags, in the order of the variants.
        public var tags: [String] { variants.map { $0.tag } }

        /// The discriminator's label key: the one the variants give it when they agree
        /// ("Message type"), else `field.<discriminator>`.
        var labelKey: String {
            let labels = Set(variants.compactMap { variant in variant.spec.fields.first { $0.name == discriminator }?.labelKey })
            return labels.count == 1 ? labels.first! : "field." + discriminator
        }

        /// The variant a tag chooses.
        public func variant(tagged tag: String) -> Variant? {
            variants.first { $0.tag == tag }
        }
    }
}
