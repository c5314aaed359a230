import Testing
@testable import FormRules

/// `url` fields take an absolute URL whose scheme the field allows: a link on a host (name,
/// IPv4 or bracketed IPv6, optional port), or with `data` the image itself, base64 checked.
@Suite struct URLRuleTests {
    static let fields = [
        #"{ "name": "website", "type": "url" }"#,
        #"{ "name": "photo", "type": "url", "schemes": ["https", "DATA"], "maxLength": 2000000 }"#,
    ]

    static let links: [ValueCase] = [
        .accepted("https://example.com", "a bare host"),
        .accepted("https://example.com/photos/1.jpg?size=large#top", "path, query and fragment"),
        .accepted("HTTPS://Example.COM/A", "any letter case of the scheme, kept as sent"),
        .accepted("https://example.com.", "a final root dot"),
        .accepted("https://my-site.example.co.uk/", "hyphens inside a label"),
        .accepted("https://пример.рф/фото", "an internationalized name and path (an IRI)"),
        .accepted("https://127.0.0.1:8443/x", "an IPv4 address and a port"),
        .accepted("https://[2001:db8::1]:443", "a bracketed IPv6 address"),
        .accepted("https://example.com:", "an empty port: the scheme's default"),
        .accepted("https://example.com:65535", "the highest port"),
        .accepted("https://example.com?q", "a query straight after the host"),
        .accepted("https://example.com/a%20b", "a percent-encoded space"),
        .accepted("  https://example.com  ", as: "https://example.com", "trimmed first"),
    ]

    static func wrong(_ text: String, _ note: String, field: String = "website") -> ValueCase {
        .rejected(.string(text), expected(field, "url"), note: note)
    }

    /// A URL whose scheme the field does not allow: the problem names the allowed ones.
    static func wrongScheme(_ text: String, _ note: String) -> ValueCase {
        .rejected(.string(text), expected("website", "url.scheme", [.list([.text("https:")])]), note: note)
    }

    static let wrongLinks: [ValueCase] = [
        wrong("example.com/photo.jpg", "no scheme"),
        wrong("www.example.com", "no scheme, a dotted name"),
        wrong("https:/example.com", "one slash"),
        wrong("https:example.com", "no slashes"),
        wrong("https://", "no host"),
        wrong("https:///path", "an empty host"),
        wrong("https://a..b", "an empty label"),
        wrong("https://-bad.example.com", "a label starting with a hyphen"),
        wrong("https://bad-.example.com", "a label ending with a hyphen"),
        wrong("https://exa_mple.com", "an underscore in the host"),
        wrong("https://user:secret@example.com", "credentials"),
        wrong("https://example.com:65536", "a port above 65535"),
        wrong("https://example.com:123456", "a six-digit port"),
        wrong("https://example.com:80a", "a port with a letter"),
        wrong("https://[2001:db8::1", "an unclosed IPv6 bracket"),
        wrong("https://[example.com]", "a name in brackets"),
        wrong("https://example.com/a b", "a space in the path"),
        wrong("https://example.com/<script>", "angle brackets"),
        wrong("https://example.com/\u{0}", "a NUL"),
        wrong("https://exam ple.com", "a space in the host"),
        wrong("1https://example.com", "a scheme starting with a digit"),
        wrong(":https://example.com", "an empty scheme"),
        wrongScheme("http://example.com", "a scheme the field does not allow"),
        wrongScheme("javascript:alert(1)", "a script"),
        wrongScheme("data:image/png;base64,iVBORw0KGgo=", "image data where only links are allowed"),
    ]

    @Test(arguments: links)
    func acceptsAbsoluteLinks(_ testCase: ValueCase) throws {
        verify(testCase, field: "website", in: try Engine.form(Self.fields))
    }

    @Test(arguments: wrongLinks)
    func refusesAnythingElseAndNamesAWrongScheme(_ testCase: ValueCase) throws {
        verify(testCase, field: "website", in: try Engine.form(Self.fields))
    }

    static let images: [ValueCase] = [
        .accepted("data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==", "a JPEG, padded twice"),
        .accepted("data:image/png;base64,iVBORw0KGgo=", "a PNG, padded once"),
        .accepted("DATA:image/png;BASE64,iVBORw0K", "any letter case of the scheme and of base64"),
        .accepted("data:,Hello%2C%20World", "plain data, percent-encoded"),
        .accepted("data:image/png;base64,", "an empty body"),
        .accepted("https://example.com/photo.jpg", "a link, also allowed"),
        .accepted(.string("data:image/jpeg;base64," + String(repeating: "AAAA", count: 250_000)), "a 1 MB image"),
        wrong("data:image/png;base64,iVBORw0KGgo", "base64 not in groups of four", field: "photo"),
        wrong("data:image/png;base64,iVB*Rw0K", "a character outside base64", field: "photo"),
        wrong("data:image/png;base64,iV==Rw0K", "padding inside the body", field: "photo"),
        wrong("data:image/png;base64,iV======", "too much padding", field: "photo"),
        wrong("data:image/png;base64", "no comma", field: "photo"),
        wrong("data:image/png;base64,iVBO Rw0K", "a space in the body", field: "photo"),
        .rejected("ftp://example.com/p.jpg", expected("photo", "url.scheme", [.list([.text("https:"), .text("data:")])]), note: "the allowed schemes named, in lower case"),
    ]

    @Test(arguments: images)
    func takesImageDataWhenTheFieldAllowsIt(_ testCase: ValueCase) throws {
        verify(testCase, field: "photo", in: try Engine.form(Self.fields))
    }

    /// The rule over bytes (the byte-level path) agrees with the tree.
    @Test(arguments: (links + wrongLinks).map { ("website", $0) } + images.map { ("photo", $0) })
    func readsBytesAsItReadsText(_ field: String, _ testCase: ValueCase) throws {
        let form = try Engine.form(Self.fields)
        var validator = form.makeValidator(context: ValidationContext(today: Engine.today, output: .problems))
        let json = submission([(field, testCase.value)]).jsonText()
        #expect(try validator.validate(json: Array(json.utf8)).issues == form.check(json).issues)
    }

    @Test(arguments: [
        (#"{ "name": "site", "type": "url", "schemes": [] }"#, "'schemes' of field 'site' is empty"),
        (#"{ "name": "site", "type": "url", "schemes": ["1http"] }"#, "'1http' is not a URL scheme"),
        (#"{ "name": "site", "type": "url", "schemes": ["https", "HTTPS"] }"#, "'schemes' entry 'https' is listed twice"),
        (#"{ "name": "site", "type": "text", "schemes": ["https"] }"#, "schemes"),
    ])
    func refusesSpecsWhoseSchemesCannotWork(_ field: String, _ message: String) {
        #expect(throws: SpecError.self) { try Engine.form([field]) }
        let problems = FormSpec.lint(Array(#"{"form": "f", "fields": [\#(field)]}"#.utf8))
        #expect(problems.contains { $0.message.contains(message) }, "\(problems.map(\.message))")
    }
}
