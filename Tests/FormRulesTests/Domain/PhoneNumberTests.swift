import Testing
@testable import FormRules

@Suite struct PhoneNumberTests {
    @Test(arguments: [
        ("0412 345 678", Country.australia, "+61412345678", PhoneNumber.Kind.mobile),
        ("0412345678", .australia, "+61412345678", .mobile),
        ("+61 412 345 678", .australia, "+61412345678", .mobile),
        ("+61412345678", .australia, "+61412345678", .mobile),
        ("(02) 1234 5678", .australia, "+61212345678", .fixedLine),
        ("03-9876-5432", .australia, "+61398765432", .fixedLine),
        ("08.1234.5678", .australia, "+61812345678", .fixedLine),
        ("2015550123", .unitedStates, "+12015550123", .fixedLineOrMobile),
        ("(201) 555-0123", .unitedStates, "+12015550123", .fixedLineOrMobile),
        ("1 201 555 0123", .unitedStates, "+12015550123", .fixedLineOrMobile),
        ("+1 201 555 0123", .unitedStates, "+12015550123", .fixedLineOrMobile),
        ("201.555.0123", .unitedStates, "+12015550123", .fixedLineOrMobile),
    ])
    func readsTypedNumbersIntoE164(_ text: String, _ country: Country, _ e164: String, _ kind: PhoneNumber.Kind) throws {
        let number = try PhoneNumber(text, country: country)
        #expect(number.e164 == e164)
        #expect(number.kind == kind)
        #expect(number.country == country)
    }

    @Test(arguments: [
        ("", Country.australia, PhoneNumber.Failure.empty),
        ("  ( ) ", .australia, .empty),
        ("04x1234567", .australia, .invalidCharacter(offset: 2)),
        ("555-CALL-NOW", .unitedStates, .invalidCharacter(offset: 4)),
        ("0412 345 678 ext 9", .australia, .invalidCharacter(offset: 13)),
        ("++61412345678", .australia, .invalidCharacter(offset: 1)),
        ("04+12345678", .australia, .invalidCharacter(offset: 2)),
        ("+1 201 555 0123", .australia, .wrongCountryCode),
        ("+61 412 345 678", .unitedStates, .wrongCountryCode),
        ("041234567", .australia, .wrongLength),
        ("04123456789", .australia, .wrongLength),
        ("412345678", .australia, .invalidLeadingDigits),
        ("0112345678", .australia, .invalidLeadingDigits),
        ("0512345678", .australia, .invalidLeadingDigits),
        ("1300123456", .australia, .wrongLength),
        ("201555012", .unitedStates, .wrongLength),
        ("20155501234", .unitedStates, .wrongLength),
        ("0015550123", .unitedStates, .invalidLeadingDigits),
        ("2011550123", .unitedStates, .invalidLeadingDigits),
        (String(repeating: "1", count: 30), .unitedStates, .wrongLength),
    ])
    func classifiesWhatIsNotANumberOfTheCountry(_ text: String, _ country: Country, _ failure: PhoneNumber.Failure) {
        #expect(PhoneNumber.parse(text, country: country) == .failure(failure))
    }
}
