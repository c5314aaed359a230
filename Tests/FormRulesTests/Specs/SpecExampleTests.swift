import Testing
@testable import FormRules

/// Every example submission in `Examples/<form>/`, validated against its spec on a fixed date.
///
/// Invalid examples pin the exact problems, in order; valid ones pin the normalized values that
/// show the spec at work (trimming, lower-cased email domains, snapped heights, defaults, derived
/// names, hidden fields dropped).
@Suite struct SpecExampleTests {
    /// A normalized value at a dotted path; `nil` when the path must be absent.
    struct Pin: Sendable {
        var path: String
        var value: FormValue?
        init(_ path: String, _ value: FormValue?) {
            self.path = path
            self.value = value
        }
    }

    enum Verdict: Sendable {
        case valid([Pin])
        /// (path, rule) of every issue, in report order.
        case invalid([(String, String)])
    }

    /// How an example is validated: as a whole record, or as an update with or without the
    /// stored record beside it (`stored-profile.json`).
    enum Mode: Sendable {
        case full
        case update
        case updateOfStored
    }

    struct Example: Sendable, CustomTestStringConvertible {
        var form: String
        var file: String
        var verdict: Verdict
        var mode: Mode = .full
        var path: String { "Examples/\(form)/\(file).json" }
        var testDescription: String {
            switch mode {
            case .full: "\(form)/\(file)"
            case .update: "\(form)/\(file) (update)"
            case .updateOfStored: "\(form)/\(file) (update of the stored record)"
            }
        }
    }

    /// Files beside the examples that are not submissions: a form's run-time options and a
    /// stored record that updates apply to.
    /// A form's remote checks are answered from `remote-<check>.json` (values that fail it), as
    /// `form-check validate --remote <check>=<file>` answers them.
    static let supportFiles: Set<String> = ["options.json", "stored-profile.json", "remote-release.alreadySigned.json"]

    static let today = CalendarDate(year: 2026, month: 11, day: 21)!

    static func valid(_ form: String, _ file: String, _ pins: [Pin], mode: Mode = .full) -> Example {
        Example(form: form, file: file, verdict: .valid(pins), mode: mode)
    }

    static func invalid(_ form: String, _ file: String, _ issues: [(String, String)], mode: Mode = .full) -> Example {
        Example(form: form, file: file, verdict: .invalid(issues), mode: mode)
    }

    static let examples: [Example] = [
        // personal-details: US and AU addresses, and every rule it uses.
        valid("personal-details", "valid-us-address", [
            Pin("firstName", "Ada"), Pin("email", "Ada@example.com"), Pin("password", nil), Pin("passwordConfirmation", nil),
            Pin("address.countryCode", "US"), Pin("address.stateCode", "CA"), Pin("address.postalCode", "94103"),
        ]),
        valid("personal-details", "valid-au-address", [
            Pin("displayPhotoPublicly", true), Pin("address.countryCode", "AU"), Pin("address.stateCode", "NSW"),
            Pin("address.postalCode", "2000"), Pin("firstName", nil),
        ]),
        valid("personal-details", "valid-email-only", [Pin("email", "ada@example.com"), Pin("address", nil), Pin("birthday", nil)]),
        invalid("personal-details", "invalid-missing-email", [("email", "required")]),
        invalid("personal-details", "invalid-email", [("email", "email")]),
        valid("personal-details", "valid-photo-link", [Pin("photo", "https://cdn.example.com/profiles/ada.jpg")]),
        valid("personal-details", "valid-photo-image-data", [Pin("displayPhotoPublicly", false)]),
        invalid("personal-details", "invalid-photo-file-name", [("photo", "url")]),
        invalid("personal-details", "invalid-photo-plain-http", [("photo", "url.scheme")]),
        invalid("personal-details", "invalid-password-too-short", [("password", "minLength")]),
        invalid("personal-details", "invalid-password-confirmation-missing", [("passwordConfirmation", "required")]),
        invalid("personal-details", "invalid-password-confirmation-differs", [("passwordConfirmation", "equals")]),
        invalid("personal-details", "invalid-handle-too-long", [("handle", "maxLength")]),
        invalid("personal-details", "invalid-mobile-not-digits", [("mobilePhoneNumber", "digits")]),
        invalid("personal-details", "invalid-mobile-sent-as-number", [("mobilePhoneNumber", "type")]),
        invalid("personal-details", "invalid-postal-code-sent-as-number", [("address.postalCode", "type")]),
        invalid("personal-details", "invalid-birthday-in-future", [("birthday", "notInFuture")]),
        invalid("personal-details", "invalid-birthday-not-a-date", [("birthday", "date")]),
        valid("personal-details", "valid-gender-capitalised", [Pin("gender", "male")]),
        invalid("personal-details", "invalid-gender", [("gender", "choice")]),
        invalid("personal-details", "invalid-photo-flag-type", [("displayPhotoPublicly", "type")]),
        invalid("personal-details", "invalid-country", [("address.countryCode", "country")]),
        invalid("personal-details", "invalid-country-missing", [("address.countryCode", "required")]),
        valid("personal-details", "valid-country-without-state", [Pin("address.countryCode", "US"), Pin("address.postalCode", "94103")]),
        invalid("personal-details", "invalid-birthday-too-long-ago", [("birthday", "maximumAge")]),
        invalid("personal-details", "invalid-state-of-other-country", [("address.stateCode", "region")]),
        invalid("personal-details", "invalid-postal-code-format", [("address.postalCode", "postalCode")]),
        invalid("personal-details", "invalid-postal-code-not-in-state", [("address.postalCode", "postalCode.region")]),
        invalid("personal-details", "invalid-unknown-field", [("nickname", "unknownField")]),
        // My favorite parks: the parks' ids as the park service issues them, each once.
        valid("personal-details", "valid-favorite-parks", [Pin("favoriteParks", [12, 34, "park-sydney-alexandria"])]),
        invalid("personal-details", "invalid-favorite-parks-twice", [("favoriteParks[2]", "unique")]),
        invalid("personal-details", "invalid-favorite-park-zero", [("favoriteParks[1]", "identifier")]),

        // personal-details as POST /profile/update sends it: only the changed fields.
        valid("personal-details", "valid-update-first-name-only", [Pin("firstName", "Ada"), Pin("email", nil), Pin("lastName", nil)], mode: .updateOfStored),
        valid("personal-details", "valid-update-first-name-only", [Pin("firstName", "Ada"), Pin("email", nil)], mode: .update),
        valid("personal-details", "valid-update-link-facebook", [Pin("facebook-token", nil)], mode: .updateOfStored),
        valid("personal-details", "valid-update-unlink-facebook", [Pin("facebook-token", .null)], mode: .updateOfStored),
        valid("personal-details", "valid-update-unlink-twitter-empty", [Pin("twitter-token", .null)], mode: .update),
        valid("personal-details", "valid-update-state-and-zip", [Pin("address.stateCode", "NY"), Pin("address.countryCode", nil)], mode: .updateOfStored),
        valid("personal-details", "valid-update-state-and-zip", [Pin("address.postalCode", "10001")], mode: .update),
        valid("personal-details", "valid-update-new-password", [Pin("password", nil)], mode: .updateOfStored),
        valid("personal-details", "valid-update-clear-last-name", [Pin("lastName", .null), Pin("firstName", nil)], mode: .updateOfStored),
        valid("personal-details", "valid-update-favorite-parks-cleared", [Pin("favoriteParks", .null)], mode: .updateOfStored),
        valid("personal-details", "valid-update-move-to-australia", [Pin("address.countryCode", "AU"), Pin("address.stateCode", "NSW")], mode: .updateOfStored),
        invalid("personal-details", "invalid-update-email-cleared", [("email", "required")], mode: .updateOfStored),
        invalid("personal-details", "invalid-update-email-cleared", [("email", "required")], mode: .update),
        invalid("personal-details", "invalid-update-password-without-confirmation", [("passwordConfirmation", "required")], mode: .updateOfStored),
        invalid("personal-details", "invalid-update-password-without-confirmation", [("passwordConfirmation", "required")], mode: .update),
        invalid("personal-details", "invalid-update-state-of-stored-country", [("address.stateCode", "region")], mode: .updateOfStored),
        invalid("personal-details", "invalid-update-country-leaves-state-stale", [("address.stateCode", "region"), ("address.postalCode", "postalCode")], mode: .updateOfStored),
        invalid("personal-details", "invalid-update-state-nowhere", [("address.stateCode", "region.anyCountry")], mode: .update),
        invalid("personal-details", "invalid-update-unknown-field", [("nickname", "unknownField")], mode: .updateOfStored),
        invalid("personal-details", "invalid-update-first-name-too-long", [("firstName", "maxLength")], mode: .update),

        // create-account and sign-in: the contract's bodies verbatim; the username is the email address.
        valid("create-account", "valid-contract-credentials", [
            Pin("username", "skyzonecustomer@gmail.com"), Pin("password", nil), Pin("external-token", nil),
        ]),
        valid("create-account", "valid-contract-social", [Pin("external-type", "facebook"), Pin("external-token", nil), Pin("username", nil)]),
        valid("create-account", "valid-credentials-trimmed", [Pin("username", "Ada@example.com")]),
        valid("create-account", "valid-social-twitter", [Pin("external-type", "twitter")]),
        valid("create-account", "valid-social-instagram", [Pin("external-type", "instagram")]),
        invalid("create-account", "invalid-neither", [("password", "exactlyOne")]),
        invalid("create-account", "invalid-both-alternatives", [("password", "exactlyOne")]),
        invalid("create-account", "invalid-username-not-an-email", [("username", "email")]),
        invalid("create-account", "invalid-username-without-dotted-domain", [("username", "email.domain")]),
        invalid("create-account", "invalid-credentials-without-password", [("password", "required"), ("password", "exactlyOne")]),
        invalid("create-account", "invalid-password-only", [("username", "required")]),
        invalid("create-account", "invalid-social-without-token", [("external-token", "required"), ("password", "exactlyOne")]),
        invalid("create-account", "invalid-social-without-type", [("external-type", "required")]),
        invalid("create-account", "invalid-external-type", [("external-type", "choice")]),
        invalid("create-account", "invalid-email-beside-username", [("email", "unknownField")]),
        invalid("create-account", "invalid-password-type", [("password", "type"), ("password", "exactlyOne")]),
        invalid("create-account", "invalid-password-too-short", [("password", "minLength")]),

        valid("sign-in", "valid-contract-credentials", [Pin("username", "skyzonecustomer@gmail.com"), Pin("password", nil)]),
        valid("sign-in", "valid-contract-social", [Pin("external-type", "facebook")]),
        valid("sign-in", "valid-old-short-password", [Pin("username", "ada@example.com")]),
        valid("sign-in", "valid-social-twitter", [Pin("external-type", "twitter")]),
        valid("sign-in", "valid-social-instagram", [Pin("external-type", "instagram")]),
        invalid("sign-in", "invalid-neither", [("password", "exactlyOne")]),
        invalid("sign-in", "invalid-both-alternatives", [("password", "exactlyOne")]),
        invalid("sign-in", "invalid-username-not-an-email", [("username", "email")]),
        invalid("sign-in", "invalid-credentials-without-password", [("password", "required"), ("password", "exactlyOne")]),
        invalid("sign-in", "invalid-password-only", [("username", "required")]),
        invalid("sign-in", "invalid-social-without-token", [("external-token", "required"), ("password", "exactlyOne")]),
        invalid("sign-in", "invalid-social-without-type", [("external-type", "required")]),
        invalid("sign-in", "invalid-external-type", [("external-type", "choice")]),
        invalid("sign-in", "invalid-email-beside-username", [("email", "unknownField")]),
        invalid("sign-in", "invalid-password-type", [("password", "type"), ("password", "exactlyOne")]),
        invalid("sign-in", "invalid-password-too-long", [("password", "maxLength")]),

        // fitness-settings: heights typed every way, snapped to half inches; the slider's start is not stored.
        valid("fitness-settings", "valid-imperial", [Pin("height", 67), Pin("bodyType", "medium")]),
        valid("fitness-settings", "valid-snapped-inches", [Pin("height", 67.5), Pin("bodyType", nil)]),
        valid("fitness-settings", "valid-metric", [Pin("height", 67), Pin("bodyType", "large")]),
        valid("fitness-settings", "valid-defaults", [Pin("height", nil), Pin("bodyType", nil)]),
        valid("fitness-settings", "valid-nothing-chosen-null", [Pin("height", nil), Pin("bodyType", nil)]),
        invalid("fitness-settings", "invalid-body-type", [("bodyType", "choice")]),
        invalid("fitness-settings", "invalid-body-type-type", [("bodyType", "type")]),
        invalid("fitness-settings", "invalid-height-text", [("height", "height")]),
        invalid("fitness-settings", "invalid-height-too-tall", [("height", "height.range")]),
        invalid("fitness-settings", "invalid-height-too-short", [("height", "height.range")]),
        invalid("fitness-settings", "invalid-height-negative", [("height", "height.range")]),
        invalid("fitness-settings", "invalid-height-type", [("height", "type")]),
        invalid("fitness-settings", "invalid-unknown-field", [("weight", "unknownField")]),

        // player-avatar: the server's options, given at run time (options.json).
        valid("player-avatar", "valid-cap-and-kilt", [Pin("avatar.top", "cap-red"), Pin("avatar.bottom", "kilt-green")]),
        valid("player-avatar", "valid-hood-and-trousers", [Pin("avatar.top", "hood-blue"), Pin("avatar.bottom", "trousers-grey")]),
        // A server's integer ids: sent as numbers or as their text, stored as text.
        valid("player-avatar", "valid-numeric-ids", [Pin("avatar.top", "11"), Pin("avatar.bottom", "22")]),
        invalid("player-avatar", "invalid-top-option", [("avatar.top", "choice")]),
        invalid("player-avatar", "invalid-top-id", [("avatar.top", "choice")]),
        invalid("player-avatar", "invalid-top-type", [("avatar.top", "type")]),
        invalid("player-avatar", "invalid-bottom-missing", [("avatar.bottom", "required")]),
        invalid("player-avatar", "invalid-avatar-not-an-object", [("avatar.top", "required"), ("avatar.bottom", "required"), ("avatar", "type")]),
        invalid("player-avatar", "invalid-unknown-part", [("avatar.hat", "unknownField")]),

        // external-event: the server's event names and numeric ids as they come; unknown fields dropped.
        valid("external-event", "valid-event", [Pin("playerName", "Ada Lovelace"), Pin("eventId", 42)]),
        valid("external-event", "valid-extra-metadata", [Pin("eventId", 1), Pin("source", nil), Pin("receivedAt", nil)]),
        valid("external-event", "valid-named-event-magic", [Pin("eventId", "Magic")]),
        valid("external-event", "valid-named-event-rainbow", [Pin("eventId", "Rainbow"), Pin("playerName", "Grace Hopper")]),
        invalid("external-event", "invalid-event-id-zero", [("eventId", "identifier")]),
        invalid("external-event", "invalid-event-id-negative", [("eventId", "identifier")]),
        invalid("external-event", "invalid-event-id-fraction", [("eventId", "identifier")]),
        invalid("external-event", "invalid-event-id-boolean", [("eventId", "type")]),
        invalid("external-event", "invalid-event-id-blank", [("eventId", "required")]),
        invalid("external-event", "invalid-event-id-missing", [("eventId", "required")]),
        invalid("external-event", "invalid-player-name-blank", [("playerName", "required")]),
        invalid("external-event", "invalid-player-name-too-long", [("playerName", "maxLength")]),

        // self-service-registration: adult or minor; email only for adults.
        valid("self-service-registration", "valid-adult", [Pin("email", "ada@example.com"), Pin("isAdult", true)]),
        valid("self-service-registration", "valid-minor", [Pin("isMinor", true), Pin("email", nil)]),
        valid("self-service-registration", "valid-minor-only-flag", [Pin("isMinor", true), Pin("isAdult", nil)]),
        invalid("self-service-registration", "invalid-neither-ticked", [("isAdult", "exactlyOne")]),
        invalid("self-service-registration", "invalid-both-ticked", [("isAdult", "exactlyOne")]),
        invalid("self-service-registration", "invalid-adult-without-email", [("email", "required")]),
        invalid("self-service-registration", "invalid-adult-email", [("email", "email")]),
        // The kiosk's server knows this address signed a release (remote-release.alreadySigned.json).
        invalid("self-service-registration", "invalid-adult-already-signed", [("email", "release.alreadySigned")]),
        invalid("self-service-registration", "invalid-names-missing", [("firstName", "required"), ("lastName", "required")]),
        invalid("self-service-registration", "invalid-last-name-too-long", [("lastName", "maxLength")]),
        invalid("self-service-registration", "invalid-flag-type", [("isAdult", "type"), ("isAdult", "exactlyOne")]),
        invalid("self-service-registration", "invalid-unknown-field", [("age", "unknownField")]),

        // release-adult: today's date and a derived subject name.
        valid("release-adult", "valid-derived-subject-name", [
            Pin("date", "2026-11-21"), Pin("firstName", "Ada"), Pin("subjectName", "Ada Lovelace"),
        ]),
        valid("release-adult", "valid-given-subject-name", [Pin("date", "2026-11-21"), Pin("subjectName", "Augusta Ada King"), Pin("firstName", nil)]),
        valid("release-adult", "valid-first-name-only", [Pin("subjectName", "Ada"), Pin("lastName", nil)]),
        invalid("release-adult", "invalid-selfie-missing", [("selfie", "required")]),
        invalid("release-adult", "invalid-date-in-future", [("date", "notInFuture")]),
        invalid("release-adult", "invalid-event-missing", [("event", "required")]),
        invalid("release-adult", "invalid-date", [("date", "date")]),
        invalid("release-adult", "invalid-date-type", [("date", "type")]),
        invalid("release-adult", "invalid-subject-name-missing", [("subjectName", "required")]),
        invalid("release-adult", "invalid-signature-blank", [("signature", "required")]),
        invalid("release-adult", "invalid-print-name-missing", [("printName", "required")]),
        invalid("release-adult", "invalid-first-name-too-long", [("firstName", "maxLength")]),
        invalid("release-adult", "invalid-minor-flag", [("isMinor", "unknownField")]),
        invalid("release-adult", "invalid-over-18-statement-missing", [("isAdult", "required")]),
        invalid("release-adult", "invalid-over-18-statement-unticked", [("isAdult", "const")]),
        invalid("release-adult", "invalid-date-back-dated", [("date", "notBefore")]),

        // release-minor: the same, and isMinor is true unless sent and must be true.
        valid("release-minor", "valid-derived-subject-name", [
            Pin("date", "2026-11-21"), Pin("subjectName", "Ada Lovelace"), Pin("isMinor", true),
        ]),
        valid("release-minor", "valid-given-subject-name", [Pin("date", "2026-11-21"), Pin("subjectName", "Augusta Ada King"), Pin("isMinor", true)]),
        valid("release-minor", "valid-explicit-minor-flag", [Pin("subjectName", "Lovelace"), Pin("isMinor", true)]),
        invalid("release-minor", "invalid-selfie-missing", [("selfie", "required")]),
        invalid("release-minor", "invalid-date-in-future", [("date", "notInFuture")]),
        invalid("release-minor", "invalid-event-missing", [("event", "required")]),
        invalid("release-minor", "invalid-date", [("date", "date")]),
        invalid("release-minor", "invalid-date-type", [("date", "type")]),
        invalid("release-minor", "invalid-subject-name-missing", [("subjectName", "required")]),
        invalid("release-minor", "invalid-signature-blank", [("signature", "required")]),
        invalid("release-minor", "invalid-print-name-missing", [("printName", "required")]),
        invalid("release-minor", "invalid-first-name-too-long", [("firstName", "maxLength")]),
        invalid("release-minor", "invalid-not-a-minor", [("isMinor", "const")]),
        invalid("release-minor", "invalid-minor-flag-type", [("isMinor", "type")]),
        invalid("release-minor", "invalid-date-back-dated", [("date", "notBefore")]),

        // admin-unlock: a password kept exactly as typed.
        // admin-unlock: a password kept exactly as typed, and never echoed.
        valid("admin-unlock", "valid-password", [Pin("password", nil)]),
        valid("admin-unlock", "valid-password-with-spaces", [Pin("password", nil)]),
        invalid("admin-unlock", "invalid-password-missing", [("password", "required")]),
        invalid("admin-unlock", "invalid-password-blank", [("password", "required")]),
        invalid("admin-unlock", "invalid-password-type", [("password", "type")]),
        invalid("admin-unlock", "invalid-password-too-long", [("password", "maxLength")]),
        invalid("admin-unlock", "invalid-unknown-field", [("username", "unknownField")]),

        // login: the WebSocket envelope; the contract's two requests verbatim.
        valid("login", "valid-contract-login", [Pin("type", "LOGIN_CUSTOMER"), Pin("data.email", "fpi@bk.ru"), Pin("data.password", nil)]),
        valid("login", "valid-contract-login-new-password", [Pin("sequence_id", "715c13b3-881a-9c97-b853-10be585a9747"), Pin("data.email", "123@gmail.com")]),
        valid("login", "valid-upper-case-sequence-id", [Pin("sequence_id", "09CAAA73-B2B1-187E-2B24-683550A49B23"), Pin("data.email", "Ada@example.com")]),
        invalid("login", "invalid-flat-body", [
            ("type", "required"), ("sequence_id", "required"), ("data.email", "required"), ("data.password", "required"),
            ("email", "unknownField"), ("password", "unknownField"),
        ]),
        invalid("login", "invalid-email", [("data.email", "email")]),
        invalid("login", "invalid-email-without-dotted-domain", [("data.email", "email.domain")]),
        // The Russian app's users have Russian domains: stored in the ASCII form mail servers compare.
        valid("login", "valid-international-email", [Pin("data.email", "ivan@xn--80a1acny.xn--p1ai")]),
        invalid("login", "invalid-email-missing", [("data.email", "required")]),
        invalid("login", "invalid-password-missing", [("data.password", "required")]),
        invalid("login", "invalid-password-too-long", [("data.password", "maxLength")]),
        invalid("login", "invalid-sequence-id-shape", [("sequence_id", "uuid")]),
        invalid("login", "invalid-sequence-id-missing", [("sequence_id", "required")]),
        invalid("login", "invalid-message-type", [("type", "const")]),
        invalid("login", "invalid-message-type-lower-case", [("type", "const")]),
        invalid("login", "invalid-unknown-field", [("data.otp", "unknownField")]),

        // The login's answers: a token checked for expiry at the reference instant, and an error.
        valid("customer-api-token", "valid-token", [Pin("data.api_token_expiration_date", "2027-07-15T11:14:30Z"), Pin("data.api_token", nil)]),
        valid("customer-api-token", "valid-token-with-offset", [Pin("data.api_token_expiration_date", "2026-11-21T02:00:00+01:00")]),
        invalid("customer-api-token", "invalid-contract-token-expired", [("data.api_token_expiration_date", "notBefore")]),
        invalid("customer-api-token", "invalid-expiry-not-a-date-time", [("data.api_token_expiration_date", "dateTime")]),
        invalid("customer-api-token", "invalid-token-shape", [("data.api_token", "uuid")]),
        invalid("customer-api-token", "invalid-token-missing", [("data.api_token", "required")]),
        valid("customer-error", "valid-contract-error", [Pin("data.error_description", "Customer not found"), Pin("data.error_code", "customer.notFound")]),
        valid("customer-error", "valid-extra-fields", [Pin("data.details", nil)]),
        invalid("customer-error", "invalid-description-missing", [("data.error_description", "required")]),
        invalid("customer-error", "invalid-wrong-message-type", [("type", "const")]),
        // login-channel: one spec for the three messages, chosen by type; each checked by its variant.
        valid("login-channel", "valid-login", [Pin("type", "LOGIN_CUSTOMER"), Pin("data.email", "fpi@bk.ru"), Pin("data.password", nil)]),
        valid("login-channel", "valid-api-token", [Pin("data.api_token_expiration_date", "2027-07-15T11:14:30Z"), Pin("data.api_token", nil)]),
        // The error variant ignores unknown members, as customer-error.json does; the login variant refuses them.
        valid("login-channel", "valid-error-extra-fields", [Pin("data.error_code", "customer.notFound"), Pin("data.details", nil)]),
        invalid("login-channel", "invalid-login-unknown-field", [("data.otp", "unknownField")]),
        invalid("login-channel", "invalid-api-token-expired", [("data.api_token_expiration_date", "notBefore")]),
        invalid("login-channel", "invalid-type-missing", [("type", "required")]),
        invalid("login-channel", "invalid-type-unknown", [("type", "discriminator")]),
        invalid("login-channel", "invalid-type-lower-case", [("type", "discriminator")]),
        invalid("login-channel", "invalid-type-number", [("type", "discriminator")]),
        invalid("customer-error", "invalid-sequence-id-shape", [("sequence_id", "uuid")]),

        // The sign-in answer (POST /tokens): strict on what the app signs in with (verified, the token,
        // the profile's id and email); a failed sign-in's token and profile, and members the server
        // adds, are ignored and never stored.
        valid("sign-in-answer", "valid-verified-full-profile", [
            Pin("auth.verified", true), Pin("auth.token", nil), Pin("profile.id", 48213), Pin("profile.email", "Ada@example.com"),
            Pin("profile.gender", "female"), Pin("profile.phoneNumber", "+61255501234"), Pin("profile.address.stateCode", "NSW"),
            Pin("profile.external-type", "facebook"), Pin("profile.external-token", nil),
        ]),
        valid("sign-in-answer", "valid-verified-minimal-profile", [Pin("profile.id", 48213), Pin("profile.email", "skyzonecustomer@gmail.com"), Pin("profile.firstName", nil)]),
        valid("sign-in-answer", "valid-not-verified", [Pin("auth.verified", false), Pin("auth.token", nil), Pin("profile", nil)]),
        valid("sign-in-answer", "valid-not-verified-stale-profile", [Pin("auth.verified", false), Pin("auth.token", nil), Pin("profile", nil)]),
        valid("sign-in-answer", "valid-extra-fields", [Pin("auth.expiresIn", nil), Pin("profile.favoriteParkIds", nil), Pin("serverTime", nil), Pin("profile.id", 48213)]),
        invalid("sign-in-answer", "invalid-verified-without-token", [("auth.token", "required")]),
        invalid("sign-in-answer", "invalid-verified-missing", [("auth.verified", "required")]),
        invalid("sign-in-answer", "invalid-token-type", [("auth.token", "type")]),
        invalid("sign-in-answer", "invalid-profile-email", [("profile.email", "email")]),

        // gift-card: a pattern with its own message, a set of characters, a digits field's pattern.
        valid("gift-card", "valid-code-and-accented-name", [
            Pin("giftCardCode", "JUMP26"), Pin("cardholderName", "Siobhán O'Brien-Nguyễn"), Pin("clubCardNumber", "4815162"),
        ]),
        valid("gift-card", "valid-trimmed-code-combining-accent", [
            Pin("giftCardCode", "X7K2Q9"), Pin("cardholderName", "Zoe\u{308} Müller"), Pin("clubCardNumber", nil),
        ]),
        invalid("gift-card", "invalid-code-not-six-capitals", [("giftCardCode", "pattern")]),
        invalid("gift-card", "invalid-code-too-long", [("giftCardCode", "pattern")]),
        invalid("gift-card", "invalid-name-characters", [("cardholderName", "characters")]),
        invalid("gift-card", "invalid-club-card-leading-zero", [("clubCardNumber", "pattern")]),
        invalid("gift-card", "invalid-club-card-not-digits", [("clubCardNumber", "digits")]),

        // book-jump: a list of jumpers, a pattern, a comparison with today.
        valid("book-jump", "valid-family", [
            Pin("jumpers", [["name": "Ann Lee", "ageGroup": "adult"], ["name": "Bo Lee", "ageGroup": "child", "guardian": "Ann Lee"]]),
            Pin("reminder", true), Pin("phone", "+14155550100"), Pin("promoCode", "JUMP26"),
        ]),
        valid("book-jump", "valid-one-jumper-on-the-day", [Pin("jumpers", [["name": "Cy", "ageGroup": "adult"]]), Pin("reminder", nil)]),
        invalid("book-jump", "invalid-minor-without-guardian", [("jumpers[1].guardian", "required")]),
        invalid("book-jump", "invalid-same-jumper-twice", [("jumpers[1].name", "unique")]),
        invalid("book-jump", "invalid-promo-code", [("promoCode", "pattern")]),
        invalid("book-jump", "invalid-no-jumpers", [("jumpers", "required")]),
        invalid("book-jump", "invalid-date-in-the-past", [("jumpDate", "notBefore")]),
        invalid("book-jump", "invalid-reminder-without-phone", [("phone", "required")]),
        invalid("book-jump", "invalid-waiver-not-ticked", [("waiver", "const")]),
    ]

    @Test(arguments: examples)
    func exampleHasItsVerdict(_ example: Example) throws {
        let form = try CompiledForm(try ProjectFiles.spec(example.form))
        let report = form.validate(try ProjectFiles.json(example.path), context: try Self.context(for: example))
        switch example.verdict {
        case .valid(let pins):
            #expect(report.issues.map { "\($0.path) \($0.rule)" } == [])
            let normalized = try #require(report.normalized)
            for pin in pins {
                #expect(Self.value(at: pin.path, in: normalized) == pin.value, "\(pin.path)")
            }
        case .invalid(let expected):
            #expect(!report.isValid)
            #expect(report.issues.map { "\($0.path) \($0.rule)" } == expected.map { "\($0.0) \($0.1)" })
        }
    }

    /// The context an example is validated in: its form's run-time options, if it has any,
    /// and its mode.
    static func context(for example: Example) throws -> ValidationContext {
        var context = ValidationContext(today: today)
        let options = "Examples/\(example.form)/options.json"
        if ProjectFiles.names(in: "Examples/\(example.form)").contains("options.json") {
            context.optionSets = try ValidationContext.optionSets(from: try ProjectFiles.json(options))
        }
        for name in ProjectFiles.names(in: "Examples/\(example.form)") where name.hasPrefix("remote-") && name.hasSuffix(".json") {
            let check = String(name.dropFirst("remote-".count).dropLast(".json".count))
            context.remoteAnswers.add(check, values: try ProjectFiles.json("Examples/\(example.form)/\(name)").array ?? [])
        }
        switch example.mode {
        case .full: break
        case .update: context.mode = .update(original: nil)
        case .updateOfStored: context.mode = .update(original: try ProjectFiles.json("Examples/\(example.form)/stored-profile.json"))
        }
        return context
    }

    @Test func everyExampleFileIsInTheTable() {
        let listed = Set(Self.examples.map(\.path))
        var found: [String] = []
        for folder in ProjectFiles.names(in: "Examples") where ProjectFiles.specNames.contains(folder) {
            found += ProjectFiles.names(in: "Examples/\(folder)").filter { !Self.supportFiles.contains($0) }.map { "Examples/\(folder)/\($0)" }
        }
        #expect(!found.isEmpty)
        #expect(found.filter { !listed.contains($0) } == [], "example files the table does not list")
        #expect(listed.filter { !found.contains($0) }.sorted() == [], "table entries without a file")
    }

    @Test(arguments: ProjectFiles.specNames)
    func everySpecHasEnoughExamples(_ form: String) {
        let names = ProjectFiles.names(in: "Examples/\(form)").filter { !Self.supportFiles.contains($0) }
        #expect(names.allSatisfy { ($0.hasPrefix("valid-") || $0.hasPrefix("invalid-")) && $0.hasSuffix(".json") }, "\(names)")
        #expect(names.filter { $0.hasPrefix("valid-") }.count >= 2)
        #expect(names.filter { $0.hasPrefix("invalid-") }.count >= 3)
    }

    /// The value at a dotted path of the normalized submission.
    static func value(at path: String, in root: FormValue) -> FormValue? {
        var current: FormValue? = root
        for component in FieldPath.components(of: path) { current = current?[component] }
        return current
    }
}
