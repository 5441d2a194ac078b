import Foundation
import Trellis

/// A flow whose destinations carry the payloads Foundation's coders special-case.
@MainActor
final class LinkFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case start
        case web(URL)
        case attachment(name: String, bytes: Data)
        case price(Decimal, currency: String)
        case receipt(Receipt)
        case shop
        case admin
    }

    struct Receipt: Codable, Hashable {
        var link: URL
        var total: Decimal
        var signature: Data
        var issued: Date
        var id: UUID
    }

    let navigation = FlowNavigation<LinkFlow>(root: .start)
    /// The next version of the app, where `.shop` hosts the admin's coordinator.
    private let hostsAdminAtShop: Bool

    init(hostsAdminAtShop: Bool = false) {
        self.hostsAdminAtShop = hostsAdminAtShop
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .shop: hostsAdminAtShop ? Admin.Coordinator() : Shop.Coordinator()
        case .admin: Admin.Coordinator()
        default: nil
        }
    }
}

/// Two coordinator types with the same short name, as modular apps often have.
enum Shop {
    @MainActor
    final class Coordinator: FlowCoordinator {
        enum Destinations: Codable, Hashable { case catalog, item(id: Int) }
        let navigation = FlowNavigation<Coordinator>(root: .catalog)
    }
}

enum Admin {
    @MainActor
    final class Coordinator: FlowCoordinator {
        enum Destinations: Codable, Hashable { case dashboard, item(id: Int) }
        let navigation = FlowNavigation<Coordinator>(root: .dashboard)
    }
}

extension LinkFlow {
    /// The tree of the version-1 fixture `links.json`: every special-cased payload, and the
    /// Shop coordinator under `.shop`.
    static func fixtureTree() -> LinkFlow {
        let flow = LinkFlow()
        let receipt = Receipt(
            link: URL(string: "https://example.com/r/1?q=a%20b")!,
            total: Decimal(string: "12.3456789012345678")!,
            signature: Data([0, 1, 2, 254, 255]), issued: Date(timeIntervalSinceReferenceDate: 123.25),
            id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
        flow.route(to: .web(URL(string: "https://example.com/path/to?x=1")!))
        flow.route(to: .attachment(name: "a.bin", bytes: Data("hello".utf8)))
        flow.present(.price(Decimal(string: "19.99")!, currency: "EUR"))
        flow.route(to: .receipt(receipt))
        flow.route(to: .shop) { (shop: Shop.Coordinator) in shop.route(to: .item(id: 7)) }
        return flow
    }
}
