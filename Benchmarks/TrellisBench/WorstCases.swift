import Foundation
import Trellis

/// `trellis-bench --worst-cases`: the two documents of issue #14 that used to block a restore
/// for tens of seconds, generated and restored once each.
///
/// - 400,000 `null` entries, 100,000 of them listed as omitted (about 6 MB of JSON, 8 MB once
///   Base64-encoded into `appState.json`);
/// - a 2,048-deep chain of flows whose bottom flow has 100,000 child-hosting entries (about
///   2 MB).
enum WorstCases {
    static let flag = "--worst-cases"

    @MainActor
    static func run() {
        let qualified = String(reflecting: ThreadFlow.self)
        func node(parent: Int?, entries: [String], extra: String = "") -> String {
            let position = parent.map { #""parent":\#($0),"slot":1,"# } ?? ""
            return #"{\#(position)"kind":"flow","type":"ThreadFlow","qualifiedType":"\#(qualified)","#
                + #""root":{"feed":{}},"entries":["# + entries.joined(separator: ",")
                + #"],"presentations":""#
                + String(repeating: "p", count: entries.count) + "\"" + extra + "}"
        }
        func document(_ nodes: [String]) -> Data {
            Data(
                (#"{"format":"trellis.navigation","version":2,"nodes":["# + nodes.joined(separator: ",")
                    + "]}").utf8)
        }
        let omissions = stride(from: 0, to: 400_000, by: 4).map {
            #"{"detail":"x","reason":"unencodable","slot":\#($0 + 1)}"#
        }
        let omitted = document([
            node(
                parent: nil, entries: Array(repeating: "null", count: 400_000),
                extra: #","omitted":["# + omissions.joined(separator: ",") + "]")
        ])
        let depth = NavigationSnapshotLimits.maximumDepth
        let chain =
            (0..<depth).map { node(parent: $0 == 0 ? nil : $0 - 1, entries: [#"{"thread":{"id":0}}"#]) }
            + [node(parent: depth - 1, entries: (0..<100_000).map { #"{"thread":{"id":\#($0)}}"# })]
        for (name, data) in [("omissions", omitted), ("deep-wide", document(chain))] {
            let start = ContinuousClock.now
            let outcome: String
            do {
                let report = try ThreadFlow().restoreNavigationState(from: data)
                outcome = "restored, \(report.skipped.count) skipped"
            } catch {
                outcome = "refused: \(error)"
            }
            let elapsed = ContinuousClock.now - start
            print("worst case \(name): \(data.count) bytes, \(elapsed) (\(outcome))")
        }
    }
}
