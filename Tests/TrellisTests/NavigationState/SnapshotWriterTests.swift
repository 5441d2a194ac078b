import Foundation
import Testing

@testable import Trellis

/// A flow whose destinations carry floating-point payloads (one of which cannot be encoded) and an
/// excluded screen.
@MainActor
final class MapFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case map
        case region(latitude: Double, longitude: Double, zoom: Float)
        case pin(label: String)
        case share
        case checkout
    }
    let navigation = FlowNavigation<MapFlow>(root: .map)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .share ? FragileFlow() : nil
    }

    func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
        destination == .checkout ? .exclude : .include
    }
}

/// A tab set whose second tab cannot be encoded and whose modal hosts a map.
@MainActor
final class ExplorerTabs: TabCoordinator {
    enum Destinations: Codable, Hashable {
        case map
        case broken(Double)
        case about
    }
    let navigation = TabNavigation<ExplorerTabs>(tabs: [.map, .broken(.nan), .about])

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .map ? MapFlow() : nil
    }
}

/// A destination `levels` arrays deep, as a flow destination.
struct NestedDestination: Codable, Hashable, CustomStringConvertible {
    var levels: Int
    var description: String { "nested(\(levels))" }

    init(levels: Int) { self.levels = levels }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for _ in 1..<levels { container = container.nestedUnkeyedContainer() }
        try container.encode(levels)
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var depth = 1
        while container.count == 1, (try? container.decode(Int.self)) == nil {
            container = try container.nestedUnkeyedContainer()
            depth += 1
        }
        levels = depth
    }
}

@MainActor
final class NestedFlow: FlowCoordinator {
    typealias Destinations = NestedDestination
    let navigation = FlowNavigation<NestedFlow>(root: NestedDestination(levels: 1))
}

@MainActor
@Suite("Navigation snapshots: the document is JSONEncoder's encoding of the format")
struct SnapshotWriterTests {
    private func expectOracleBytes(
        _ coordinator: some Coordinator, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let node = try #require(coordinator.preparedNode)
        let document = SnapshotCapture.document(from: node)
        let written = try SnapshotWriter.write(document)
        let expected = try JSONEncoderOracle.snapshot(document)
        #expect(
            String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
            sourceLocation: sourceLocation)
        #expect(try coordinator.captureNavigationState() == written, sourceLocation: sourceLocation)
    }

    /// The document the test writes down from the scenario itself, encoded by `JSONEncoder`.
    private func expectScenarioBytes(
        _ coordinator: some Coordinator, _ nodes: [OracleNode],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = try JSONEncoderOracle.encoder.encode(OracleDocument(nodes: nodes))
        #expect(
            String(decoding: try coordinator.captureNavigationState(), as: UTF8.self)
                == String(decoding: expected, as: UTF8.self), sourceLocation: sourceLocation)
    }

    @Test func aScenarioWrittenDownByHand() throws {
        typealias Catalog = CatalogFlow.Destinations
        let catalog = CatalogFlow()
        catalog.route(to: .detail(id: 1))
        catalog.route(to: .payment)
        catalog.route(to: .detail(id: 2))
        // The excluded payment screen and everything above it are left out.
        try expectScenarioBytes(
            catalog,
            [
                OracleNode(
                    type: "CatalogFlow", kind: "flow", root: .value(Catalog.list),
                    entries: [.value(Catalog.detail(id: 1))], presentations: "p",
                    omitted: [OracleOmission(slot: 2, reason: "excluded", count: 2)])
            ])

        let top = ChainFlow()
        var current = top
        for _ in 0..<100 {
            current.route(to: .next) { (next: ChainFlow) in current = next }
        }
        let chain = (0...100).map { level in
            OracleNode(
                parent: level == 0 ? nil : level - 1, slot: level == 0 ? nil : 1, type: "ChainFlow",
                kind: "flow", root: .value(ChainFlow.Destinations.start),
                entries: level == 100 ? [] : [.value(ChainFlow.Destinations.next)],
                presentations: level == 100 ? "" : "p")
        }
        try expectScenarioBytes(top, chain)
    }

    @Test func aNavigatedShopApp() throws {
        try expectOracleBytes(ShopApp.navigated())
    }

    @Test func modalsOfRootAndTabCoordinators() throws {
        let app = ShopApp()
        app.setRoot(.main) { (tabs: ShopTabs) in
            tabs.present(.legacy, as: .fullScreenCover)
            tabs.present(.search)
        }
        app.present(.login)
        try expectOracleBytes(app)
        try expectOracleBytes(ShopApp())
    }

    @Test func excludedAndOpaqueParts() throws {
        let catalog = CatalogFlow()
        catalog.route(to: .detail(id: 1))
        catalog.route(to: .payment)
        catalog.route(to: .detail(id: 2))
        try expectOracleBytes(catalog)
        let profile = ProfileFlow()
        profile.route(to: .legacy)
        try expectOracleBytes(profile)
    }

    @Test func unencodableDestinationsEverywhereSortEveryNodesOmissions() throws {
        let tabs = ExplorerTabs()
        tabs.present(.map, as: .sheet)
        tabs.present(.broken(.infinity), as: .fullScreenCover)
        tabs.select(index: 0) { (map: MapFlow) in
            map.route(to: .region(latitude: 48.8566, longitude: 2.3522, zoom: 11.5))
            map.route(to: .region(latitude: .nan, longitude: 0, zoom: 1))
            map.route(to: .pin(label: "Café \"Flore\" / 6e"))
            map.present(.share) { (fragile: FragileFlow) in
                fragile.route(to: Fragile(id: -3))
                fragile.route(to: Fragile(id: 4))
            }
            map.route(to: .checkout)
            map.route(to: .pin(label: "after checkout"))
        }
        try expectOracleBytes(tabs)
        let text = String(decoding: try tabs.captureNavigationState(), as: UTF8.self)
        #expect(
            text.contains(
                #""tabs":[{"map":{}},null,{"about":{}}]"#))
        #expect(
            text.contains(
                #""omitted":[{"detail":"Unable to encode Double.nan directly in JSON.","reason":"unencodable","slot":2},"#
                    + #"{"count":2,"reason":"excluded","slot":5}]"#))

        let fresh = ExplorerTabs()
        let report = try fresh.restoreNavigationState(from: try tabs.captureNavigationState())
        expectEqual(
            report.skipped.map(\.path),
            [
                "tab[0]/push[1]", "tab[0]/sheet[3]/push[0]", "tab[0]/entry[4]", "tab[1]",
                "fullScreenCover[1]",
            ])
    }

    @Test func aThousandLevelChain() throws {
        let top = ChainFlow()
        var current = top
        for _ in 0..<1_000 {
            current.route(to: .next) { (next: ChainFlow) in current = next }
        }
        try expectOracleBytes(top)
    }

    @Test func theDeepestDestinationTheDocumentHoldsRoundTrips() throws {
        let flow = NestedFlow()
        flow.route(to: NestedDestination(levels: DestinationCoding.maximumNesting))
        flow.route(to: NestedDestination(levels: DestinationCoding.maximumNesting + 1))
        let data = try flow.captureNavigationState()
        let fresh = NestedFlow()
        let report = try fresh.restoreNavigationState(from: data)
        expectEqual(
            fresh.debugHierarchy(),
            """
            NestedFlow [flow]
              root .nested(1)
              push .nested(507)
            """)
        expectEqual(report.skipped.map(\.path), ["push[1]"])
        expectEqual(
            report.skipped.first?.reason, .unencodable("The destination is nested more than 507 levels deep.")
        )
    }

    @Test func theDocumentFramingIsJSONEncoders() throws {
        let data = try LoginFlow().captureNavigationState()
        expectEqual(
            String(decoding: data, as: UTF8.self),
            #"{"format":"trellis.navigation","nodes":[{"entries":[],"kind":"flow","presentations":"","qualifiedType":"TrellisTests.LoginFlow","root":{"welcome":{}},"type":"LoginFlow"}],"version":2}"#
        )
    }
}
