import Testing
@testable import FormRules

@Suite struct EmailAddressTests {
    static let label63 = String(repeating: "a", count: 63)
    static let label64 = String(repeating: "b", count: 64)

    struct Accepted: Sendable, CustomStringConvertible {
        var text: String
        var normalized: String
        var description: String { text.debugDescription }
    }

    static let accepted: [Accepted] = [
        Accepted(text: "o'brien@example.com", normalized: "o'brien@example.com"),
        Accepted(text: "user@EXAMPLE.COM", normalized: "user@example.com"),
        Accepted(text: "User.Name@Mail.Example.ORG", normalized: "User.Name@mail.example.org"),
        Accepted(text: "jane.doe+news@example.com", normalized: "jane.doe+news@example.com"),
        Accepted(text: "a@b", normalized: "a@b"),
        Accepted(text: "user@localhost", normalized: "user@localhost"),
        Accepted(text: ".a..b.@x", normalized: ".a..b.@x"),
        Accepted(text: "!#$%&'*+-/=?^_`{|}~@example.com", normalized: "!#$%&'*+-/=?^_`{|}~@example.com"),
        Accepted(text: "a@a-b.c", normalized: "a@a-b.c"),
        Accepted(text: "a@a--b.c", normalized: "a@a--b.c"),
        Accepted(text: "a@xn--bcher-kva.example", normalized: "a@xn--bcher-kva.example"),
        Accepted(text: "a@127.0.0.1", normalized: "a@127.0.0.1"),
        Accepted(text: "a@0", normalized: "a@0"),
        Accepted(text: "x@" + label63 + ".com", normalized: "x@" + label63 + ".com"),
        Accepted(text: "x@" + label63, normalized: "x@" + label63),
        Accepted(text: "corp@corp-mail.example.co", normalized: "corp@corp-mail.example.co"),
        Accepted(text: "smith@bigpond.net.au", normalized: "smith@bigpond.net.au"),
    ]

    @Test(arguments: accepted)
    func acceptsWHATWGValidAddresses(_ c: Accepted) throws {
        let address = try EmailAddress.check(c.text).get()
        #expect(address.text == c.text)
        #expect(address.normalized == c.normalized)
        #expect(String(address.localPart) + "@" + String(address.domain) == c.text)
        #expect(EmailAddress.isValid(c.text))
    }

    @Test func splitsLocalPartAndDomainAtTheFirstAt() throws {
        let address = try EmailAddress.check("O'Brien@Example.COM").get()
        #expect(address.localPart == "O'Brien")
        #expect(address.domain == "Example.COM")
        #expect(address.normalized == "O'Brien@example.com")
        #expect(address == (try EmailAddress.check("O'Brien@example.com").get()))
        #expect(address != (try EmailAddress.check("o'brien@example.com").get()))
    }

    struct Rejected: Sendable, CustomStringConvertible {
        var text: String
        var failure: EmailAddress.Failure
        var description: String { text.debugDescription }
    }

    static let rejected: [Rejected] = [
        Rejected(text: "", failure: .empty),
        Rejected(text: "plainaddress", failure: .missingAt),
        Rejected(text: "jane.example.com", failure: .missingAt),
        Rejected(text: "@example.com", failure: .emptyLocalPart),
        Rejected(text: "jane@", failure: .emptyDomain),
        Rejected(text: "jane x@example.com", failure: .invalidLocalCharacter(offset: 4)),
        Rejected(text: " jane@example.com", failure: .invalidLocalCharacter(offset: 0)),
        Rejected(text: "jane@example.com ", failure: .invalidDomainCharacter(offset: 16)),
        Rejected(text: "\"joe bloggs\"@example.com", failure: .invalidLocalCharacter(offset: 0)),
        Rejected(text: "a(comment)@example.com", failure: .invalidLocalCharacter(offset: 1)),
        Rejected(text: "a,b@example.com", failure: .invalidLocalCharacter(offset: 1)),
        Rejected(text: "a\\b@example.com", failure: .invalidLocalCharacter(offset: 1)),
        Rejected(text: "jöe@example.com", failure: .invalidLocalCharacter(offset: 1)),
        Rejected(text: "a\u{0}@example.com", failure: .invalidLocalCharacter(offset: 1)),
        Rejected(text: "joe@ex☃mple.com", failure: .invalidDomainCharacter(offset: 6)),  // a symbol: IDNA takes letters
        Rejected(text: "jöe@example.com", failure: .invalidLocalCharacter(offset: 1)),  // the local part is ASCII
        Rejected(text: "jane@exa_mple.com", failure: .invalidDomainCharacter(offset: 8)),
        Rejected(text: "jane@ex ample.com", failure: .invalidDomainCharacter(offset: 7)),
        Rejected(text: "jane@@example.com", failure: .invalidDomainCharacter(offset: 5)),
        Rejected(text: "a@b@c", failure: .invalidDomainCharacter(offset: 3)),
        Rejected(text: "joe@[127.0.0.1]", failure: .invalidDomainCharacter(offset: 4)),
        Rejected(text: "joe@example.com\n", failure: .invalidDomainCharacter(offset: 15)),
        Rejected(text: "jane@.example.com", failure: .emptyLabel(offset: 5)),
        Rejected(text: "jane@example..com", failure: .emptyLabel(offset: 13)),
        Rejected(text: "jane@example.com.", failure: .emptyLabel(offset: 17)),
        Rejected(text: "jane@-example.com", failure: .labelStartsWithHyphen(offset: 5)),
        Rejected(text: "jane@example.-com", failure: .labelStartsWithHyphen(offset: 13)),
        Rejected(text: "jane@example-.com", failure: .labelEndsWithHyphen(offset: 12)),
        Rejected(text: "jane@example.com-", failure: .labelEndsWithHyphen(offset: 16)),
        Rejected(text: "a@-", failure: .labelStartsWithHyphen(offset: 2)),
        Rejected(text: "x@" + label64 + ".com", failure: .labelTooLong(offset: 2)),
        Rejected(text: "x@com." + label64, failure: .labelTooLong(offset: 6)),
        Rejected(text: "x@" + String(repeating: "-", count: 70), failure: .labelStartsWithHyphen(offset: 2)),
        Rejected(text: "x@a" + String(repeating: "-", count: 70), failure: .labelTooLong(offset: 2)),
    ]

    @Test(arguments: rejected)
    func rejectsWithTheFirstProblemFound(_ c: Rejected) {
        #expect(EmailAddress.check(c.text) == .failure(c.failure))
        #expect(!EmailAddress.isValid(c.text))
    }

    @Test func codesAndOffsetsDescribeTheFailure() {
        let failure = EmailAddress.Failure.invalidLocalCharacter(offset: 1)
        #expect(failure.code == "invalidLocalCharacter")
        #expect(failure.offset == 1)
        #expect(failure.offendingCharacter(in: "jöe@example.com") == "ö")
        #expect(EmailAddress.Failure.invalidDomainCharacter(offset: 6).offendingCharacter(in: "joe@ex☃mple.com") == "☃")
        #expect(EmailAddress.Failure.missingAt.offset == nil)
        #expect(EmailAddress.Failure.missingAt.offendingCharacter(in: "abc") == nil)
        #expect(EmailAddress.Failure.emptyLabel(offset: 4).offendingCharacter(in: "a@b.") == nil)
    }

    // MARK: Length

    @Test func capsTheLengthAt254ByDefault() {
        let domain = "@example.com"
        let fits = String(repeating: "a", count: 254 - domain.count) + domain
        let over = "a" + fits
        #expect(fits.utf8.count == 254)
        #expect(EmailAddress.isValid(fits))
        #expect(EmailAddress.check(over) == .failure(.tooLong(limit: 254)))
        #expect(EmailAddress.isValid(over, maximumLength: nil))
        #expect(EmailAddress.check("ab@c", maximumLength: 3) == .failure(.tooLong(limit: 3)))
    }

    /// Hostile inputs of 100,000 characters: the scanner is linear, and the result is right.
    @Test func handlesHundredThousandCharacterInputs() {
        let n = 100_000
        let longLocal = String(repeating: "a", count: n) + "@example.com"
        #expect(EmailAddress.check(longLocal) == .failure(.tooLong(limit: 254)))
        #expect(EmailAddress.isValid(longLocal, maximumLength: nil))

        let manyLabels = "a@" + String(repeating: "a.", count: n / 2) + "a"
        #expect(EmailAddress.isValid(manyLabels, maximumLength: nil))

        let dotsThenSpace = String(repeating: ".", count: n) + " @x"
        #expect(EmailAddress.check(dotsThenSpace, maximumLength: nil) == .failure(.invalidLocalCharacter(offset: n)))

        let noAt = String(repeating: "a", count: n)
        #expect(EmailAddress.check(noAt, maximumLength: nil) == .failure(.missingAt))

        // The ReDoS shape of zod#2609 and validator.js#1597: long runs that almost match.
        let almost = "a@" + String(repeating: "a-", count: n / 2) + "!"
        #expect(EmailAddress.check(almost, maximumLength: nil) == .failure(.labelTooLong(offset: 2)))
        let labelsThenBang = "a@" + String(repeating: "ab.", count: n / 3) + "a!"
        #expect(
            EmailAddress.check(labelsThenBang, maximumLength: nil)
                == .failure(.invalidDomainCharacter(offset: labelsThenBang.utf8.count - 1)))
    }

    /// The scanner's character classes are written as a literal table: rebuilt here from the
    /// characters each class stands for.
    @Test func characterTableHoldsExactlyItsClasses() {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let local = Set((letters + "0123456789" + "!#$%&'*+-/=?^_`{|}~" + ".").utf8)
        let label = Set((letters + "0123456789" + "-").utf8)
        let capitals = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        let table = EmailAddress.classes
        #expect(table.utf8CodeUnitCount == 128)
        for byte in UInt8(0)..<128 {
            var expected: UInt8 = 0
            if local.contains(byte) { expected |= EmailAddress.local }
            if label.contains(byte) { expected |= EmailAddress.label }
            if capitals.contains(byte) { expected |= EmailAddress.capital }
            #expect(table.utf8Start[Int(byte)] == UInt8(ascii: "0") + expected, "byte \(byte)")
        }
    }

    // MARK: The benchmark's regex as the referee

    /// peers/rules.py's WHATWG regex, compiled with Swift Regex: our scanner must agree with it
    /// on every generated string (with no length cap, as the regex has none).
    @Test func agreesWithTheWHATWGRegexOnGeneratedStrings() throws {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
        // WHATWG's regex, with the one letter beyond ASCII the generator writes (ü) among a
        // label's letters: an internationalized domain (IDNA).
        let regex = try Regex(
            #"^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9ü](?:[a-zA-Z0-9ü-]{0,61}[a-zA-Z0-9ü])?(?:\.[a-zA-Z0-9ü](?:[a-zA-Z0-9ü-]{0,61}[a-zA-Z0-9ü])?)*$"#
        )
        // Mostly address-like pieces, with every kind of troublemaker mixed in now and then.
        let local: [String] = ["a", "Z", "0", ".", "'", "+", "_", "-", "{", " ", "é", "\"", "@"]
        let domain: [String] = ["a", "Z", "0", "-", "-", ".", "b", "_", " ", "ü", "[", "@"]
        var generator = SplitMix64(seed: 20_240_601)
        func pick(_ pieces: [String], _ count: Int) -> String {
            var text = ""
            for _ in 0..<count {
                // Three draws in four from the first eight pieces, which are valid in their part.
                let pool = generator.next() % 4 == 0 ? pieces.count : min(8, pieces.count)
                text += pieces[Int(generator.next() % UInt64(pool))]
            }
            return text
        }
        var disagreements: [String] = []
        var valid = 0
        for _ in 0..<4000 {
            let at = generator.next() % 10 == 0 ? "" : "@"
            let text = pick(local, Int(generator.next() % 4)) + at + pick(domain, Int(generator.next() % 8))
            let expected = text.wholeMatch(of: regex) != nil
            if expected { valid += 1 }
            if EmailAddress.isValid(text, maximumLength: nil) != expected { disagreements.append(text) }
        }
        // Long labels around the 63-character bound.
        for length in 60...66 {
            for text in ["a@" + String(repeating: "x", count: length), "a@b." + String(repeating: "x", count: length) + ".c"] {
                if EmailAddress.isValid(text, maximumLength: nil) != (text.wholeMatch(of: regex) != nil) {
                    disagreements.append(text)
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        #expect(valid > 100)  // the generator produced a fair share of valid addresses
    }
}

/// A small deterministic generator for reproducible generated cases.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
