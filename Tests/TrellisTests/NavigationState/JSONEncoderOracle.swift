import Foundation

@testable import Trellis

/// The snapshot encoding `SnapshotWriter` replaced: `JSONEncoder` over the whole document, and on
/// failure each route that does not encode on its own replaced by `null` and recorded as
/// omitted. The writer must produce exactly these bytes.
enum JSONEncoderOracle {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static func snapshot(_ document: SnapshotDocument<RouteBox>) throws -> Data {
        var document = document
        do {
            return try encoder.encode(document)
        } catch {
            replaceUnencodableRoutes(in: &document.nodes)
            return try encoder.encode(document)
        }
    }

    /// One route as `JSONEncoder` writes it, or the message of its error.
    static func route(_ value: any Encodable) -> Result<String, OracleFailure> {
        do {
            return .success(String(decoding: try encoder.encode(RouteBox.value(value)), as: UTF8.self))
        } catch {
            return .failure(OracleFailure(message: RouteCoding.message(for: error)))
        }
    }

    struct OracleFailure: Error, Equatable {
        var message: String
    }

    private static func replaceUnencodableRoutes(in nodes: inout [SnapshotNode<RouteBox>]) {
        func check(_ route: inout RouteBox, slot: Int, omitted: inout [SnapshotOmission]) {
            do {
                _ = try encoder.encode(route)
            } catch {
                route = .placeholder
                omitted.append(
                    SnapshotOmission(
                        slot: slot, reason: .unencodable, detail: RouteCoding.message(for: error)))
            }
        }
        for index in nodes.indices {
            var omitted = nodes[index].omitted ?? []
            let tabCount = nodes[index].tabs?.count ?? 0
            let modalBase = nodes[index].kind == .tab ? tabCount : 1
            if var root = nodes[index].root {
                check(&root, slot: 0, omitted: &omitted)
                nodes[index].root = root
            }
            func checkAll(_ routes: inout [RouteBox]?, firstSlot: Int) {
                guard var list = routes else { return }
                for position in list.indices {
                    check(&list[position], slot: firstSlot + position, omitted: &omitted)
                }
                routes = list
            }
            checkAll(&nodes[index].entries, firstSlot: 1)
            checkAll(&nodes[index].tabs, firstSlot: 0)
            checkAll(&nodes[index].modals, firstSlot: modalBase)
            nodes[index].omitted = omitted.isEmpty ? nil : omitted.sorted { $0.slot < $1.slot }
        }
    }
}
