import Testing
@testable import Localization

@Suite struct PluralIntegerTests {
    @Test func foldsValuesThatFitIntoUInt64() {
        #expect(PluralInteger(digits: [0, 0, 4, 2]) == PluralInteger(42))
        #expect(PluralInteger(digits: [4, 2], zeros: 3) == PluralInteger(42_000))
        #expect(PluralInteger(digits: [0, 0]) == .zero)
        #expect(PluralInteger(digits: [0], zeros: 5).isZero)
        let maximum = PluralInteger(digits: Array("18446744073709551615".utf8).map { $0 - 48 })
        #expect(maximum.uint64Value == UInt64.max)
    }

    @Test func equalValuesAreEqualHoweverTheyAreWritten() {
        let written = PluralInteger(digits: [1] + Array(repeating: 0, count: 30))
        let shifted = PluralInteger(digits: [1, 0, 0], zeros: 28)
        #expect(written == shifted)
        #expect(written.hashValue == shifted.hashValue)
        #expect(written.description == "1" + String(repeating: "0", count: 30))
    }

    @Test func ordersByValue() {
        let big = PluralInteger(digits: [2], zeros: 25)
        let bigger = PluralInteger(digits: [2, 1], zeros: 24)
        #expect(PluralInteger(5) < big)
        #expect(big < bigger)
        #expect(!(bigger < big))
        #expect(!(big < big))
        #expect(PluralInteger(digits: [9], zeros: 25) < PluralInteger(digits: [1], zeros: 26))
    }

    @Test func computesRemaindersOfHugeValues() {
        let value = PluralInteger(digits: [1], zeros: 30)
        #expect(value.remainder(dividingBy: 13) == 1)  // 10^30 mod 13
        #expect(value.remainder(dividingBy: 1) == 0)
        #expect(value.remainder(dividingBy: 1_000_000) == 0)
        #expect(value.remainder(dividingBy: 0) == 0)  // never traps; rules reject % 0
        let plusOne = PluralInteger(digits: [1] + Array(repeating: 0, count: 29) + [1])
        #expect(plusOne.remainder(dividingBy: 18_446_744_073_709_551_557) == 5_076_947_468_701_672_433)
    }

    @Test func writesVeryLongValuesInENotation() {
        let value = PluralInteger(digits: [4, 2], zeros: 2_000)
        #expect(value.description == "42e2000")
        #expect(PluralInteger(digits: [4, 2], zeros: 1_000).description.count == 1_002)
        let longDigits = [UInt8](repeating: 7, count: 3_000)
        #expect(PluralInteger(digits: longDigits).description == String(repeating: "7", count: 3_000))
    }
}
