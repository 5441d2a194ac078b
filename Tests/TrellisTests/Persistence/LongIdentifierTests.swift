import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// An identifier an app may pass as a `sceneID` or a `formID`.
struct LongIdentifier: CustomTestStringConvertible, Sendable {
    var script: String
    var unit: String
    var count: Int

    var value: String { String(repeating: unit, count: count) }
    var testDescription: String { "\(count) × \(script)" }

    /// A thorough run also tries identifiers of 10,000 characters.
    static let all: [LongIdentifier] = ([1, 255] + (Thorough.isEnabled ? [10_000] : [])).flatMap { count in
        [
            LongIdentifier(script: "ASCII", unit: "s", count: count),
            LongIdentifier(script: "CJK", unit: "界", count: count),
            LongIdentifier(script: "emoji", unit: "🦊", count: count),
            LongIdentifier(script: "emoji ZWJ sequence", unit: "👩‍👩‍👧", count: count),
        ]
    }
}

/// Every identifier gives a usable file name: short ones stay readable, long ones are
/// shortened with a stable hash.
@MainActor
@Suite("Long identifiers")
struct LongIdentifierTests {
    let storage = TestStorage(.file)

    func makeManager(scene: String) -> StateRestorationManager {
        StateRestorationManager(
            storage: storage.method, resumePolicy: .always, clock: ManualClock(), sceneID: scene)
    }

    func makeDraft(form: String) -> FormDraftManager {
        FormDraftManager(formID: form, storage: storage.method, clock: ManualClock())
    }

    /// Every name in the storage directory fits the common 255-byte limit.
    func expectShortFileNames() {
        for name in storage.directory.fileNames {
            #expect(name.utf8.count <= 255, "\(name)")
        }
    }

    @Test("a scene's state saves and loads back, whatever its identifier", arguments: LongIdentifier.all)
    func sceneIDRoundTrips(identifier: LongIdentifier) {
        let manager = makeManager(scene: identifier.value)
        manager.listPosition = 3
        manager.saveNow()
        expectNil(manager.lastError)
        expectEqual(manager.documents.writeCount, 1)
        expectEqual(storage.directory.fileNames.count, 1)
        expectShortFileNames()

        let relaunched = makeManager(scene: identifier.value)
        expectNil(relaunched.lastError)
        expectEqual(relaunched.listPosition, 3)
    }

    @Test("a form draft saves and loads back, whatever its identifier", arguments: LongIdentifier.all)
    func formIDRoundTrips(identifier: LongIdentifier) {
        let draft = makeDraft(form: identifier.value)
        draft.save(key: "name", value: "Ada")
        draft.saveNow()
        expectNil(draft.lastError)
        expectEqual(draft.documents.writeCount, 1)
        expectEqual(storage.directory.fileNames.count, 1)
        expectShortFileNames()

        let relaunched = makeDraft(form: identifier.value)
        expectNil(relaunched.lastError)
        expectEqual(relaunched.value(for: "name"), "Ada")
    }

    func readableNamesAreUnchanged() {
        let scene = String(repeating: "s", count: 199)
        let manager = makeManager(scene: scene)
        manager.listPosition = 1
        manager.saveNow()
        let form = String(repeating: "界", count: 22)
        let draft = makeDraft(form: form)
        draft.save(key: "name", value: "Ada")
        draft.saveNow()

        expectNil(manager.lastError)
        expectNil(draft.lastError)
        expectEqual(
            storage.directory.fileNames,
            [
                "appState-\(scene).json",
                "formDraft-\(String(repeating: "%E7%95%8C", count: 22)).json",
            ])
    }

    func longNameIsStable() {
        let manager = makeManager(scene: String(repeating: "s", count: 200))
        manager.listPosition = 1
        manager.saveNow()
        // `printf 'appState-%s' "$(printf 's%.0s' $(seq 200))" | sha256sum`
        let digest = "3f76683f638ce1ab644753ae79d16c5336765b18a44b0e3afae58b0e697b1d4c"
        expectEqual(
            storage.directory.fileNames, ["appState-\(String(repeating: "s", count: 126))~\(digest).json"])
    }

    func shortenedNameKeepsEscapesWhole() {
        for count in 20...30 {
            let stem = StateStorageMethod.fileStem(
                forDocument:
                    "formDraft-\(StateStorageMethod.escapedName(String(repeating: "界", count: count)))")
            #expect(stem.utf8.count <= StateStorageMethod.longestReadableStem)
            let prefix = stem.split(separator: "~").first.map(String.init) ?? stem
            #expect(!prefix.hasSuffix("%") && !prefix.dropLast().hasSuffix("%"), "\(stem)")
        }
    }

    func sharedPrefixesDoNotCollide() {
        let prefix = String(repeating: "window-", count: 1_000)
        let first = makeManager(scene: prefix + "A")
        let second = makeManager(scene: prefix + "B")
        first.listPosition = 1
        second.listPosition = 2
        first.saveNow()
        second.saveNow()
        let firstDraft = makeDraft(form: prefix + "A")
        let secondDraft = makeDraft(form: prefix + "B")
        firstDraft.save(key: "k", value: "A")
        secondDraft.save(key: "k", value: "B")
        firstDraft.saveNow()
        secondDraft.saveNow()

        expectEqual(storage.directory.fileNames.count, 4)
        expectShortFileNames()
        expectEqual(makeManager(scene: prefix + "A").listPosition, 1)
        expectEqual(makeManager(scene: prefix + "B").listPosition, 2)
        expectEqual(makeDraft(form: prefix + "A").value(for: "k"), "A")
        expectEqual(makeDraft(form: prefix + "B").value(for: "k"), "B")
    }

    @Test(
        "an unusable document under the longest readable or a shortened name is moved aside",
        arguments: [198, 199, 10_000])
    func longNamesAreMovedAside(length: Int) throws {
        let form = String(repeating: "f", count: length)
        let stem = StateStorageMethod.fileStem(forDocument: "formDraft-\(form)")
        try storage.directory.write(Data("not json".utf8), to: "\(stem).json")
        let draft = makeDraft(form: form)

        expectEqual(draft.lastError?.reason, .corruptDocument)
        expectNotNil(draft.lastError?.movedAsideTo)
        expectEqual(storage.directory.fileNames.count, 1)
        #expect(storage.directory.fileNames.allSatisfy { $0.hasPrefix("\(stem).corrupt-") })
        expectShortFileNames()
        draft.save(key: "k", value: "v")
        draft.saveNow()
        expectNil(draft.lastError)
        expectEqual(makeDraft(form: form).value(for: "k"), "v")
    }

    func defaultsKeysKeepTheWholeIdentifier() throws {
        let storage = TestStorage(.userDefaults)
        let scene = String(repeating: "s", count: 300)
        let manager = StateRestorationManager(
            storage: storage.method, resumePolicy: .always, clock: ManualClock(), sceneID: scene)
        manager.listPosition = 1
        manager.saveNow()
        expectNotNil(storage.storedBytes("appState-\(scene)"))
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .readableNamesAreUnchanged: readableNamesAreUnchanged()
        case .longNameIsStable: longNameIsStable()
        case .shortenedNameKeepsEscapesWhole: shortenedNameKeepsEscapesWhole()
        case .sharedPrefixesDoNotCollide: sharedPrefixesDoNotCollide()
        case .defaultsKeysKeepTheWholeIdentifier: try defaultsKeysKeepTheWholeIdentifier()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case readableNamesAreUnchanged = "names that worked before keep their readable file name"
        case longNameIsStable = "a long name is a readable prefix and a stable SHA-256 of the whole name"
        case shortenedNameKeepsEscapesWhole = "a shortened name never ends in half of a %XX escape"
        case sharedPrefixesDoNotCollide = "two long identifiers that share a long prefix keep separate files"
        case defaultsKeysKeepTheWholeIdentifier = "UserDefaults keys are not shortened"

        var testDescription: String { rawValue }
    }
}

@Suite("SHA-256")
struct SHA256Tests {
    @Test(
        "digests match the FIPS 180-2 examples",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
                "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
            ),
        ])
    func knownDigests(message: String, digest: String) {
        expectEqual(SHA256.hexDigest(of: Data(message.utf8)), digest)
    }

    @Test("a message of a million bytes")
    func millionBytes() {
        expectEqual(
            SHA256.hexDigest(of: Data(repeating: UInt8(ascii: "a"), count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
