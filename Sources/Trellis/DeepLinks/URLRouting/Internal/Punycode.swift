/// Punycode (RFC 3492): the ASCII spelling of one Unicode domain label, the part after
/// `xn--` in `xn--bcher-kva` (`bücher`).
///
/// Written here because Foundation offers no IDNA conversion to rely on: `URLComponents`
/// converts some hosts on some platforms (`encodedHost` and `host` give `xn--` or Unicode
/// where swift-foundation has ICU) and leaves others as they are (a percent-encoded host, a
/// label it considers invalid), so comparing what it returns would make the router's answer
/// depend on the platform. This is the encoding alone, with no IDNA mapping or validation:
/// ``URLHost`` decides what it is applied to.
enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 0x80

    /// The Punycode of `scalars` (without `xn--`); `nil` only when a count overflows.
    static func encode(_ scalars: [Unicode.Scalar]) -> String? {
        var output = ""
        var basicCount = 0
        for scalar in scalars where scalar.isASCII {
            output.unicodeScalars.append(scalar)
            basicCount += 1
        }
        if basicCount > 0 { output += "-" }
        var n = initialN
        var delta = 0
        var bias = initialBias
        var handled = basicCount
        while handled < scalars.count {
            // The smallest code point not handled yet.
            let next = scalars.lazy.map { Int($0.value) }.filter { $0 >= n }.min() ?? n
            let (step, stepOverflow) = (next - n).multipliedReportingOverflow(by: handled + 1)
            guard !stepOverflow, case (let sum, let sumOverflow) = delta.addingReportingOverflow(step),
                !sumOverflow
            else { return nil }
            delta = sum
            n = next
            for scalar in scalars {
                let value = Int(scalar.value)
                if value < n {
                    guard case (let sum, let overflow) = delta.addingReportingOverflow(1), !overflow else {
                        return nil
                    }
                    delta = sum
                }
                guard value == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = threshold(k, bias: bias)
                    if q < t { break }
                    output.unicodeScalars.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.unicodeScalars.append(digit(q))
                bias = adapt(delta, count: handled + 1, isFirst: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return output
    }

    /// The code points `text` (without `xn--`) encodes; `nil` when it is not valid Punycode.
    ///
    /// Digits are read in either case; the case of basic code points is kept. Time is
    /// quadratic in the length (each code point is inserted into the output), so callers
    /// decode only labels of DNS length.
    static func decode(_ text: Substring) -> [Unicode.Scalar]? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.allSatisfy(\.isASCII) else { return nil }
        var output: [Unicode.Scalar] = []
        var position = 0
        if let delimiter = scalars.lastIndex(of: "-") {
            output = Array(scalars[..<delimiter])
            position = delimiter + 1
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        while position < scalars.count {
            let oldI = i
            var weight = 1
            var k = base
            while true {
                guard position < scalars.count, let value = digitValue(scalars[position]) else { return nil }
                position += 1
                let (product, productOverflow) = value.multipliedReportingOverflow(by: weight)
                guard !productOverflow, case (let sum, let sumOverflow) = i.addingReportingOverflow(product),
                    !sumOverflow
                else { return nil }
                i = sum
                let t = threshold(k, bias: bias)
                if value < t { break }
                let (nextWeight, weightOverflow) = weight.multipliedReportingOverflow(by: base - t)
                guard !weightOverflow else { return nil }
                weight = nextWeight
                k += base
            }
            let count = output.count + 1
            bias = adapt(i - oldI, count: count, isFirst: oldI == 0)
            guard case (let sum, let overflow) = n.addingReportingOverflow(i / count), !overflow else {
                return nil
            }
            n = sum
            i %= count
            guard n >= initialN, let scalar = Unicode.Scalar(UInt32(clamping: n)), n <= 0x10FFFF else {
                return nil
            }
            output.insert(scalar, at: i)
            i += 1
        }
        return output
    }

    private static func threshold(_ k: Int, bias: Int) -> Int {
        k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias
    }

    private static func adapt(_ delta: Int, count: Int, isFirst: Bool) -> Int {
        var delta = isFirst ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    /// `a`–`z` for 0–25, `0`–`9` for 26–35.
    private static func digit(_ value: Int) -> Unicode.Scalar {
        Unicode.Scalar(UInt8(value < 26 ? 0x61 + value : 0x16 + value))
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: Int(scalar.value) - 0x16
        case 0x41...0x5A: Int(scalar.value) - 0x41
        case 0x61...0x7A: Int(scalar.value) - 0x61
        default: nil
        }
    }
}
