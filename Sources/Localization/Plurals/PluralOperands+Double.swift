extension PluralOperands {
    /// Most fraction digits ``init(_:fractionDigits:)`` shows; more are treated as this many.
    public static let maximumFractionDigits = 4_096

    /// Operands of a `Double` as it reads when printed with `fractionDigits` digits after the
    /// point, as `%.*f` prints it.
    ///
    /// Rounding is done on the exact binary value, half to even, as C's `printf` does, so the
    /// category matches the text shown next to it: 2.675 is really 2.67499999…, so with two
    /// digits it shows (and counts) as "2.67"; 0.5 with no digits shows as "0".
    ///
    /// ```swift
    /// PluralOperands(1, fractionDigits: 1)?.v     // 1: "1.0", `other` in English
    /// PluralOperands(0.999, fractionDigits: 0)?.i // 1: "1", `one` in English
    /// ```
    ///
    /// - Parameters:
    ///   - value: The number; its sign is ignored, as `n` is an absolute value.
    ///   - fractionDigits: Digits after the point, clamped to `0...maximumFractionDigits`.
    /// - Returns: `nil` for NaN and infinities, which have no decimal text.
    public init?(_ value: Double, fractionDigits: Int) {
        guard value.isFinite else { return nil }
        let shown = min(max(0, fractionDigits), Self.maximumFractionDigits)
        var (integerDigits, fraction) = ExactDecimal.expand(value.magnitude)

        if fraction.count > shown {
            // Round half to even on the exact expansion.
            let first = fraction[shown]
            let restNonZero = fraction[(shown + 1)...].contains(where: { $0 != 0 })
            var kept = integerDigits + fraction[..<shown]
            let lastKept = kept.last ?? 0
            let roundUp = first > 5 || (first == 5 && (restNonZero || lastKept % 2 == 1))
            if roundUp {
                var position = kept.count - 1
                while position >= 0, kept[position] == 9 {
                    kept[position] = 0
                    position -= 1
                }
                if position >= 0 { kept[position] += 1 } else { kept.insert(1, at: 0) }
            }
            let integerCount = kept.count - shown
            integerDigits = Array(kept[..<integerCount])
            fraction = Array(kept[integerCount...])
        } else {
            fraction += Array(repeating: 0, count: shown - fraction.count)
        }
        self.init(integerDigits: integerDigits, fractionDigits: fraction, exponent: 0)
    }
}

/// The exact decimal expansion of a finite `Double`, which always terminates: a binary
/// fraction `m / 2^k` equals `m * 5^k / 10^k`.
enum ExactDecimal {
    /// Limbs hold nine decimal digits each, least significant first.
    private static let limbBase: UInt64 = 1_000_000_000

    /// Integer digits (at least one) and fraction digits (no trailing zeros) of `value >= 0`.
    static func expand(_ value: Double) -> (integer: [UInt8], fraction: [UInt8]) {
        guard value != 0 else { return ([0], []) }
        // value = significand * 2^exponent with an integer significand.
        var significand = value.significandBitPattern
        var exponent = Int(value.exponentBitPattern) - 1075
        if value.exponentBitPattern == 0 {
            exponent = -1074  // subnormal: no implicit leading bit
        } else {
            significand |= 1 << 52
        }
        var limbs = [significand % limbBase, significand / limbBase % limbBase, significand / limbBase / limbBase]
        if exponent >= 0 {
            multiply(&limbs, byPowerOf: 2, exponent, chunk: 29)
            return (digits(of: limbs), [])
        }
        let scale = -exponent
        multiply(&limbs, byPowerOf: 5, scale, chunk: 13)
        var all = digits(of: limbs)
        if all.count <= scale { all = Array(repeating: 0, count: scale - all.count + 1) + all }
        var fraction = Array(all[(all.count - scale)...])
        while fraction.last == 0 { fraction.removeLast() }
        return (Array(all[..<(all.count - scale)]), fraction)
    }

    /// Multiplies by `base^power`, `chunk` factors at a time (`base^chunk` must fit 32 bits).
    private static func multiply(_ limbs: inout [UInt64], byPowerOf base: UInt64, _ power: Int, chunk: Int) {
        var remaining = power
        while remaining > 0 {
            let step = min(chunk, remaining)
            var factor: UInt64 = 1
            for _ in 0..<step { factor *= base }
            var carry: UInt64 = 0
            for index in limbs.indices {
                let product = limbs[index] * factor + carry
                limbs[index] = product % limbBase
                carry = product / limbBase
            }
            while carry > 0 {
                limbs.append(carry % limbBase)
                carry /= limbBase
            }
            remaining -= step
        }
    }

    /// Decimal digits of the limbs, most significant first, without leading zeros.
    private static func digits(of limbs: [UInt64]) -> [UInt8] {
        var result: [UInt8] = []
        for limb in limbs.reversed() {
            var chunk = [UInt8](repeating: 0, count: 9)
            var value = limb
            for position in stride(from: 8, through: 0, by: -1) {
                chunk[position] = UInt8(value % 10)
                value /= 10
            }
            result += chunk
        }
        let significant = result.drop(while: { $0 == 0 })
        return significant.isEmpty ? [0] : Array(significant)
    }
}
