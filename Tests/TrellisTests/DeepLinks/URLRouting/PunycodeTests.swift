import Testing

@testable import Trellis

/// Punycode against RFC 3492's own samples (section 7.1), round trips, and input that is
/// not Punycode.
@Suite("URL routing: Punycode")
struct PunycodeTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        var name: String
        var codePoints: [UInt32]
        var punycode: String

        var testDescription: String { name }
        var scalars: [Unicode.Scalar] { codePoints.compactMap(Unicode.Scalar.init) }
    }

    /// RFC 3492, section 7.1. The RFC writes some digits in uppercase to show its optional
    /// mixed-case annotation, which this encoder does not produce: digits are compared
    /// ignoring case, the basic code points before the last `-` exactly.
    static let samples = [
        Sample(
            name: "(A) Arabic (Egyptian)",
            codePoints: [
                0x0644, 0x064A, 0x0647, 0x0645, 0x0627, 0x0628, 0x062A, 0x0643, 0x0644, 0x0645, 0x0648,
                0x0634, 0x0639, 0x0631, 0x0628, 0x064A, 0x061F,
            ], punycode: "egbpdaj6bu4bxfgehfvwxn"),
        Sample(
            name: "(B) Chinese (simplified)",
            codePoints: [0x4ED6, 0x4EEC, 0x4E3A, 0x4EC0, 0x4E48, 0x4E0D, 0x8BF4, 0x4E2D, 0x6587],
            punycode: "ihqwcrb4cv8a8dqg056pqjye"),
        Sample(
            name: "(C) Chinese (traditional)",
            codePoints: [0x4ED6, 0x5011, 0x7232, 0x4EC0, 0x9EBD, 0x4E0D, 0x8AAA, 0x4E2D, 0x6587],
            punycode: "ihqwctvzc91f659drss3x8bo0yb"),
        Sample(
            name: "(D) Czech",
            codePoints: [
                0x0050, 0x0072, 0x006F, 0x010D, 0x0070, 0x0072, 0x006F, 0x0073, 0x0074, 0x011B, 0x006E,
                0x0065, 0x006D, 0x006C, 0x0075, 0x0076, 0x00ED, 0x010D, 0x0065, 0x0073, 0x006B, 0x0079,
            ], punycode: "Proprostnemluvesky-uyb24dma41a"),
        Sample(
            name: "(E) Hebrew",
            codePoints: [
                0x05DC, 0x05DE, 0x05D4, 0x05D4, 0x05DD, 0x05E4, 0x05E9, 0x05D5, 0x05D8, 0x05DC, 0x05D0,
                0x05DE, 0x05D3, 0x05D1, 0x05E8, 0x05D9, 0x05DD, 0x05E2, 0x05D1, 0x05E8, 0x05D9, 0x05EA,
            ], punycode: "4dbcagdahymbxekheh6e0a7fei0b"),
        Sample(
            name: "(F) Hindi (Devanagari)",
            codePoints: [
                0x092F, 0x0939, 0x0932, 0x094B, 0x0917, 0x0939, 0x093F, 0x0928, 0x094D, 0x0926, 0x0940,
                0x0915, 0x094D, 0x092F, 0x094B, 0x0902, 0x0928, 0x0939, 0x0940, 0x0902, 0x092C, 0x094B,
                0x0932, 0x0938, 0x0915, 0x0924, 0x0947, 0x0939, 0x0948, 0x0902,
            ], punycode: "i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd"),
        Sample(
            name: "(G) Japanese (kanji and hiragana)",
            codePoints: [
                0x306A, 0x305C, 0x307F, 0x3093, 0x306A, 0x65E5, 0x672C, 0x8A9E, 0x3092, 0x8A71, 0x3057,
                0x3066, 0x304F, 0x308C, 0x306A, 0x3044, 0x306E, 0x304B,
            ], punycode: "n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa"),
        Sample(
            name: "(I) Russian (Cyrillic)",
            codePoints: [
                0x043F, 0x043E, 0x0447, 0x0435, 0x043C, 0x0443, 0x0436, 0x0435, 0x043E, 0x043D, 0x0438,
                0x043D, 0x0435, 0x0433, 0x043E, 0x0432, 0x043E, 0x0440, 0x044F, 0x0442, 0x043F, 0x043E,
                0x0440, 0x0443, 0x0441, 0x0441, 0x043A, 0x0438,
            ], punycode: "b1abfaaepdrnnbgefbaDotcwatmq2g4l"),
        Sample(
            name: "(J) Spanish",
            codePoints: [
                0x0050, 0x006F, 0x0072, 0x0071, 0x0075, 0x00E9, 0x006E, 0x006F, 0x0070, 0x0075, 0x0065,
                0x0064, 0x0065, 0x006E, 0x0073, 0x0069, 0x006D, 0x0070, 0x006C, 0x0065, 0x006D, 0x0065,
                0x006E, 0x0074, 0x0065, 0x0068, 0x0061, 0x0062, 0x006C, 0x0061, 0x0072, 0x0065, 0x006E,
                0x0045, 0x0073, 0x0070, 0x0061, 0x00F1, 0x006F, 0x006C,
            ], punycode: "PorqunopuedensimplementehablarenEspaol-fmd56a"),
        Sample(
            name: "(L) 3<nen>B<gumi><kinpachi><sensei>",
            codePoints: [0x0033, 0x5E74, 0x0042, 0x7D44, 0x91D1, 0x516B, 0x5148, 0x751F],
            punycode: "3B-ww4c5e180e575a65lsy2b"),
        Sample(
            name: "(O) <hitotsu><yane><no><shita>2",
            codePoints: [0x3072, 0x3068, 0x3064, 0x5C4B, 0x6839, 0x306E, 0x4E0B, 0x0032],
            punycode: "2-u9tlzr9756bt3uc0v"),
        Sample(
            name: "(P) Maji<de>Koi<suru>5<byou><mae>",
            codePoints: [
                0x004D, 0x0061, 0x006A, 0x0069, 0x3067, 0x004B, 0x006F, 0x0069, 0x3059, 0x308B, 0x0035,
                0x79D2, 0x524D,
            ], punycode: "MajiKoi5-783gue6qz075azm5e"),
        Sample(
            name: "(Q) <pafii>de<runba>",
            codePoints: [0x30D1, 0x30D5, 0x30A3, 0x30FC, 0x0064, 0x0065, 0x30EB, 0x30F3, 0x30D0],
            punycode: "de-jg4avhby1noc0d"),
        Sample(
            name: "(R) <sono><supiido><de>",
            codePoints: [0x305D, 0x306E, 0x30B9, 0x30D4, 0x30FC, 0x30C9, 0x3067], punycode: "d9juau41awczczp"),
        Sample(
            name: "(S) -> $1.00 <-",
            codePoints: [
                0x002D, 0x003E, 0x0020, 0x0024, 0x0031, 0x002E, 0x0030, 0x0030, 0x0020, 0x003C, 0x002D,
            ],
            punycode: "-> $1.00 <--"),
        Sample(name: "bücher", codePoints: [0x62, 0xFC, 0x63, 0x68, 0x65, 0x72], punycode: "bcher-kva"),
    ]

    /// `text` with the digits after the last `-` lowercased: the form the encoder writes.
    private func withoutCaseAnnotation(_ text: String) -> String {
        guard let delimiter = text.lastIndex(of: "-") else { return text.lowercased() }
        return String(text[...delimiter]) + text[text.index(after: delimiter)...].lowercased()
    }

    @Test("Each sample of RFC 3492 encodes and decodes", arguments: samples)
    func rfcSample(sample: Sample) {
        expectEqual(sample.scalars.count, sample.codePoints.count)
        expectEqual(Punycode.encode(sample.scalars), withoutCaseAnnotation(sample.punycode))
        expectEqual(Punycode.decode(Substring(sample.punycode)), sample.scalars)
        expectEqual(Punycode.decode(Substring(sample.punycode.uppercased()))?.count, sample.scalars.count)
    }

    @Test("Any string of code points round-trips")
    func roundTrips() {
        var generator = SeededGenerator(seed: 3492)
        let pools: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x24F, 0x370...0x4FF, 0x3040...0x30FF, 0x4E00...0x9FFF, 0x1F300...0x1F64F,
        ]
        for _ in 0..<500 {
            var scalars: [Unicode.Scalar] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                let pool = pools.randomElement(using: &generator) ?? pools[0]
                if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &generator)) {
                    scalars.append(scalar)
                }
            }
            let encoded = Punycode.encode(scalars)
            expectEqual(encoded?.unicodeScalars.allSatisfy(\.isASCII), true)
            expectEqual(encoded.flatMap { Punycode.decode(Substring($0)) }, scalars, "\(scalars)")
        }
    }

    @Test("Text that is not Punycode decodes to nil, never traps")
    func invalidInput() {
        for text in [
            "bcher-kva!", "ü", "9999999999999999999999", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz", "a-", "-9",
            "abc-99999999999z",
        ] {
            let decoded = Punycode.decode(Substring(text))
            if let decoded {
                // What does decode is valid Punycode: it encodes back to the same digits.
                expectEqual(Punycode.encode(decoded).map { $0.lowercased() }, text.lowercased(), "\(text)")
            }
        }
        expectNil(Punycode.decode("bcher-kva!"))
        expectNil(Punycode.decode("ü"))
        expectNil(Punycode.decode("9999999999999999999999"))
    }
}
