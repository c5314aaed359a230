/// RFC 3492's Punycode, encoding only: the ASCII form of a domain label beyond ASCII, as
/// IDNA writes it after `xn--` (`почта` is `80a1acny`, so `почта.рф` is
/// `xn--80a1acny.xn--p1ai`). Used to store an internationalized e-mail domain in the one form
/// mail servers and databases compare.
///
/// ```swift
/// Punycode.encode("почта".unicodeScalars)   // "80a1acny"
/// ```
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700
    private static let initialBias = 72, initialN = 128

    /// The Punycode of `scalars` (without the `xn--` prefix); nil when a count would overflow,
    /// which no label of a valid address reaches.
    static func encode(_ scalars: some Collection<Unicode.Scalar>) -> String? {
        let input = scalars.map { Int($0.value) }
        var output: [UInt8] = input.filter { $0 < 0x80 }.map(UInt8.init)
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }
        var n = initialN, delta = 0, bias = initialBias
        while handled < input.count {
            guard let next = input.filter({ $0 >= n }).min() else { return nil }
            let (scaled, overflow) = (next - n).multipliedReportingOverflow(by: handled + 1)
            guard !overflow, delta <= Int(Int32.max) - scaled else { return nil }
            delta += scaled
            n = next
            for value in input {
                if value < n {
                    delta += 1
                    guard delta <= Int(Int32.max) else { return nil }
                }
                guard value == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                    if q < t { break }
                    output.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.append(digit(q))
                bias = adapt(delta, points: handled + 1, first: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func digit(_ value: Int) -> UInt8 {
        value < 26 ? UInt8(ascii: "a") + UInt8(value) : UInt8(ascii: "0") + UInt8(value - 26)
    }

    private static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
