import Foundation
import Testing
import Trellis
import TrellisFuzzSupport

/// The restore fuzzer's seed corpus and every input it ever crashed on, replayed through the
/// same checks (``RestoreHarness``), plus each crash written as a readable test.
@MainActor
@Suite("Reliability: fuzz regressions")
struct FuzzRegressionTests {
    nonisolated static let fuzzDirectory = FuzzCorpus.directory

    /// The inputs in `folder`, as paths under ``fuzzDirectory``. A folder that cannot be read
    /// or holds no input gives one path that does not exist, so the replay fails on it instead of
    /// running no case; with `mayBeAbsent`, a folder that does not exist gives no input (a
    /// target no input ever failed on has no regressions folder).
    nonisolated static func inputs(in folder: String, mayBeAbsent: Bool = false) -> [String] {
        let directory = fuzzDirectory.appendingPathComponent(folder)
        if mayBeAbsent, !FileManager.default.fileExists(atPath: directory.path) { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            return [folder + "/(folder missing or unreadable: \(error.localizedDescription))"]
        }
        let inputs = names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
        return inputs.isEmpty ? [folder + "/(folder holds no input)"] : inputs
    }

    @Test func theSeedCorporaAndRegressionsAreCheckedIn() {
        #expect(Self.inputs(in: "Corpus/restore").count >= 15)
        #expect(Self.inputs(in: "Corpus/state").count >= 10)
        #expect(Self.inputs(in: "Corpus/navigate").count >= 11)
        let regressions = Self.inputs(in: "Regressions/restore")
        #expect(regressions.count >= 3)
        #expect(regressions.allSatisfy { $0.hasSuffix(".json") }, "\(regressions)")
    }

    @Test(arguments: inputs(in: "Corpus/restore") + inputs(in: "Regressions/restore"))
    func inputHoldsTheRestoreContract(_ path: String) throws {
        let data = try Data(contentsOf: Self.fuzzDirectory.appendingPathComponent(path))
        let violations = RestoreHarness.violations(for: data)
        expectEmpty(violations, "\(violations.joined(separator: "\n"))")
    }

    @Test(arguments: inputs(in: "Corpus/state") + inputs(in: "Regressions/state", mayBeAbsent: true))
    func inputHoldsTheStateFileContract(_ path: String) throws {
        let data = try Data(contentsOf: Self.fuzzDirectory.appendingPathComponent(path))
        let violations = StateFileHarness.violations(for: data)
        expectEmpty(violations, "\(violations.joined(separator: "\n"))")
    }

    @Test(arguments: inputs(in: "Corpus/navigate") + inputs(in: "Regressions/navigate", mayBeAbsent: true))
    func inputHoldsTheNavigateContract(_ path: String) throws {
        let data = try Data(contentsOf: Self.fuzzDirectory.appendingPathComponent(path))
        let violations = NavigateHarness.violations(for: data)
        expectEmpty(violations, "\(violations.joined(separator: "\n"))")
    }

    @Test(arguments: ["restore", "state", "navigate"])
    func theSeedCorpusMatchesTheScenarios(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let seeds = try target.seeds()
        expectEqual(Self.inputs(in: "Corpus/\(target.name)").count, seeds.count)
        for seed in seeds {
            let url = Self.fuzzDirectory.appendingPathComponent(
                "Corpus/\(target.name)/\(seed.name).\(target.seedExtension)")
            try expectEqual(
                Data(contentsOf: url), seed.data, "regenerate with Scripts/fuzz seeds \(target.name)")
        }
    }

    /// Fuzz crash `kept-child-with-renamed-type`: the snapshot's child at the root has another
    /// type than the live one. Restoring over a navigated tree kept the live child (same root
    /// destination) with its navigated state, where a fresh tree got it at its initial position.
    @Test func aKeptChildWhoseTypeChangedRestartsAtItsInitialPosition() throws {
        let old = ShopApp(hostsOldTabs: true)
        old.setRoot(.main) { (tabs: OldShopTabs) in tabs.select(index: 1) }
        let snapshot = try old.captureNavigationState()
        let app = ShopApp.navigated()
        var dismissed = 0
        app.present(.login) { dismissed += 1 }
        (app.navigation.rootChild as? ShopTabs)?.present(.search) { dismissed += 1 }
        let report = try app.restoreNavigationState(from: snapshot)
        let expected = """
            ShopApp [root]
              root .main → ShopTabs [tab]
                tab[0]* .home → CatalogFlow [flow]
                  root .list
                tab[1] .search → (not yet created)
                tab[2] .profile → (not yet created)
            """
        expectEqual(app.debugHierarchy(), expected)
        expectEqual(dismissed, 2)
        expectEqual(
            report.skipped.map(\.reason), [.childTypeChanged(captured: "OldShopTabs", current: "ShopTabs")])
        let fresh = ShopApp()
        try fresh.restoreNavigationState(from: snapshot)
        expectEqual(fresh.debugHierarchy(), expected)
    }

    /// The subtree under a root destination that no longer decodes is skipped, even when the root
    /// falls back to an initial destination hosting a child of the captured type.
    @Test func theSubtreeUnderASkippedRootRouteIsSkipped() throws {
        let app = ShopApp()
        app.setRoot(.login) { (login: LoginFlow) in login.route(to: .password) }
        let data = try app.captureNavigationState()
        let changed = Data(
            String(decoding: data, as: UTF8.self)
                .replacingOccurrences(of: #""root":{"login":{}}"#, with: #""root":{"signUp":{}}"#).utf8)
        #expect(changed != data)
        for target in [ShopApp(), app] {
            let report = try target.restoreNavigationState(from: changed)
            expectEqual(
                target.debugHierarchy(),
                """
                ShopApp [root]
                  root .login → LoginFlow [flow]
                    root .welcome
                """)
            expectEqual(report.skipped.map(\.path), ["root"])
        }
    }

    /// A non-Codable coordinator restores at its initial position with its whole subtree,
    /// also when its root keeps hosting a child that was navigated.
    @Test func aNonCodableSubtreeRestartsAtItsInitialPositionOverANavigatedTree() throws {
        let data = try KeptRootLegacyFlow().captureNavigationState()
        let flow = KeptRootLegacyFlow()
        var dismissed = 0
        flow.setRoot(.host) { (host: OpaqueHostFlow) in
            host.route(to: .page(1)) { dismissed += 1 }
            host.setRoot(.catalog) { (catalog: CatalogFlow) in
                catalog.route(to: .detail(id: 1)) { dismissed += 1 }
            }
        }
        try flow.restoreNavigationState(from: data)
        expectEqual(flow.debugHierarchy(), Self.keptRootLegacyFlowAtItsInitialPosition)
        expectEqual(dismissed, 2)
    }

    static let keptRootLegacyFlowAtItsInitialPosition = """
        KeptRootLegacyFlow [flow]
          root .host → OpaqueHostFlow [flow]
            root .catalog → CatalogFlow [flow]
              root .list
            push .page(0)
        """

    /// Fuzz crash `state-for-a-non-codable-coordinator`: a snapshot that records state (not
    /// `opaque`) for a coordinator whose destinations are not Codable. The replay treated it
    /// as Codable: every destination failed to decode, the root fell back to the initial one and the
    /// declared pushes were lost, so the coordinator was not at its initial position (and the
    /// next capture and restore gave another tree).
    @Test func stateRecordedForANonCodableCoordinatorIsIgnored() throws {
        let data = try KeptRootLegacyFlow().captureNavigationState()
        let text = String(decoding: data, as: UTF8.self)
        let forged = text.replacingOccurrences(
            of: #""opaque":true"#,
            with: #""entries":[{"page":{"_0":7}}],"presentations":"p","root":{"catalog":{}}"#)
        #expect(forged != text)
        let flow = KeptRootLegacyFlow()
        let report = try flow.restoreNavigationState(from: Data(forged.utf8))
        expectEqual(flow.debugHierarchy(), Self.keptRootLegacyFlowAtItsInitialPosition)
        expectEqual(
            report.skipped, [.init(path: "root", coordinatorType: "OpaqueHostFlow", reason: .notCodable)])
    }

    /// Fuzz crash `float-payload-overflowing-to-infinity`: a number too large for its
    /// floating-point payload (`1.1e4005` for a `Float`) decoded to infinity, which the
    /// restore accepted and the next capture could not encode, so the round trip lost the
    /// destination. Such a destination no longer decodes, as with `JSONDecoder`.
    @Test(arguments: [
        #"{"zoom":{"_0":1.1e4005}}"#, #"{"zoom":{"_0":1e39}}"#, #"{"zoom":{"_0":-1e39}}"#,
        #"{"distance":{"_0":1e400}}"#, #"{"distance":{"_0":-2e308}}"#,
    ])
    func aNumberOverflowingItsFloatingPointTypeDoesNotDecode(_ route: String) throws {
        let text =
            #"{"format":"trellis.navigation","version":1,"nodes":[{"kind":"flow","type":"MeasureFlow","#
            + #""root":{"map":{}},"entries":[{"zoom":{"_0":2.5}},"# + route + #"],"presentations":"pp"}]}"#
        let flow = MeasureFlow()
        let report = try flow.restoreNavigationState(from: Data(text.utf8))
        expectEqual(
            flow.debugHierarchy(),
            """
            MeasureFlow [flow]
              root .map
              push .zoom(2.5)
            """)
        expectEqual(report.skipped.map(\.path), ["push[1]"])
        let again = MeasureFlow()
        try again.restoreNavigationState(from: try flow.captureNavigationState())
        expectEqual(again.debugHierarchy(), flow.debugHierarchy())
    }

    @Test func theLargestFiniteNumbersStillDecode() throws {
        let text =
            #"{"format":"trellis.navigation","version":1,"nodes":[{"kind":"flow","type":"MeasureFlow","#
            + #""root":{"map":{}},"entries":[{"zoom":{"_0":3.4e38}},{"distance":{"_0":1.7976931348623157e308}}],"#
            + #""presentations":"pp"}]}"#
        let flow = MeasureFlow()
        try expectTrue(flow.restoreNavigationState(from: Data(text.utf8)).isComplete)
        expectEqual(flow.navigation.entries.count, 2)
    }
}

/// A flow with floating-point payloads.
@MainActor
final class MeasureFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case map
        case zoom(Float)
        case distance(Double)
    }
    let navigation = FlowNavigation<MeasureFlow>(root: .map)
}

/// A Codable flow whose root hosts a non-Codable flow (with a declared push), whose root
/// hosts a Codable flow.
@MainActor
final class KeptRootLegacyFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case host }
    let navigation = FlowNavigation<KeptRootLegacyFlow>(root: .host)
    func makeChild(for destination: Destinations) -> (any Coordinator)? { OpaqueHostFlow() }
}

@MainActor
final class OpaqueHostFlow: FlowCoordinator {
    enum Destinations: Hashable {
        case catalog
        case page(Int)
    }
    let navigation = FlowNavigation<OpaqueHostFlow>(root: .catalog, pushing: [.page(0)])
    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .catalog ? CatalogFlow() : nil
    }
}
