import Foundation
import Testing
import Trellis

/// The forward-compatibility rule: a value of one of Trellis's own fields that this release
/// cannot read (one a newer release writes, a wrong type, nothing) costs only what holds it,
/// and the report names the field and the value.
@MainActor
@Suite("Navigation snapshots: documents from other releases")
struct ForwardCompatibilityTests {
    /// The document's JSON object, to change one field of one node.
    private func nodes(of data: Data) throws -> (document: [String: Any], nodes: [[String: Any]]) {
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (document, try #require(document["nodes"] as? [[String: Any]]))
    }

    private func changing(
        _ data: Data, node index: Int, _ key: String, to value: Any?
    ) throws -> Data {
        var (document, nodes) = try nodes(of: data)
        nodes[index][key] = value
        document["nodes"] = nodes
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }

    @Test func anUnknownColumnVisibilityTakesTheDefaultAndTheRestRestores() throws {
        let library = LibrarySplitCoordinator(selecting: [.shelf(id: 3)])
        library.select(.book(id: 7), in: .content)
        library.setColumnVisibility(.doubleColumn)
        let expected = library.debugHierarchy()
        let data = try changing(
            library.captureNavigationState(), node: 0, "columnVisibility", to: "inspector")
        let restored = LibrarySplitCoordinator()
        let report = try restored.restoreNavigationState(from: data)
        expectEqual(
            report.description,
            #"(top) in LibrarySplitCoordinator: columnVisibility holds "inspector", which this release cannot read"#
        )
        expectEqual(
            restored.navigation.columnVisibility, LibrarySplitCoordinator().navigation.columnVisibility)
        expectEqual(
            restored.debugHierarchy().replacingOccurrences(of: "doubleColumn", with: "automatic"),
            expected.replacingOccurrences(of: "doubleColumn", with: "automatic"))
    }

    @Test func anUnknownPresentationCodeSkipsItsEntryOnly() throws {
        let app = ShopApp.navigated()
        let data = try app.captureNavigationState()
        let (_, nodes) = try nodes(of: data)
        let flow = try #require(nodes.firstIndex { ($0["type"] as? String) == "CatalogFlow" })
        let codes = try #require(nodes[flow]["presentations"] as? String)
        var changed = Array(codes)
        changed[0] = "z"
        let restored = ShopApp()
        let report = try restored.restoreNavigationState(
            from: changing(data, node: flow, "presentations", to: String(changed)))
        // The fixture's LegacyFlow is not Codable: it is reported by every restore.
        let baseline = try ShopApp().restoreNavigationState(from: data)
        expectEqual(report.skipped.count, baseline.skipped.count + 1, "\(report)")
        expectEqual(report.skipped.first?.path, "root/tab[0]/entry[0]")
        expectEqual(report.skipped.first?.reason, .unreadable(field: "presentations", value: #""z""#))
        expectEqual(Array(report.skipped.dropFirst()), baseline.skipped)
        // Only that entry is missing.
        let lines = app.debugHierarchy().components(separatedBy: "\n")
        let restoredLines = restored.debugHierarchy().components(separatedBy: "\n")
        expectEqual(restoredLines.count, lines.count - 1)
    }

    @Test func aChildOfAnUnknownKindStartsAtItsInitialPositionAndIsReported() throws {
        let app = ShopApp.navigated()
        let data = try app.captureNavigationState()
        let (_, nodes) = try nodes(of: data)
        let flow = try #require(nodes.firstIndex { ($0["type"] as? String) == "ProfileFlow" })
        let restored = ShopApp()
        let report = try restored.restoreNavigationState(from: changing(data, node: flow, "kind", to: "grid"))
        expectEqual(
            report.description,
            #"root/tab[2] in ShopTabs: kind holds "grid", which this release cannot read"#,
            "the LegacyFlow under it is not reached")
        expectTrue(restored.debugHierarchy().contains("push .detail(id: 42)"))
        expectFalse(restored.debugHierarchy().contains("push .legacy"))
    }

    /// Every node of a navigated app × every one of Trellis's own fields it holds (not where it
    /// sits: `parent`, `slot`) × an unknown value, a wrong type and nothing: the restore never
    /// throws, and it is complete only when the tree is the captured one.
    @Test(arguments: [
        "type", "qualifiedType", "kind", "opaque", "root", "entries", "presentations", "tabs", "created",
        "selected", "modals", "modalPresentations", "omitted", "detents",
    ])
    func everyFieldDegrades(_ key: String) throws {
        let app = ShopApp.navigated()
        let data = try app.captureNavigationState()
        let expected = app.debugHierarchy()
        let (_, nodes) = try nodes(of: data)
        let values: [Any?] = ["zzz-next", ["unexpected": 1], nil, 7]
        for index in nodes.indices where nodes[index][key] != nil || key == "detents" {
            for value in values {
                // How a document is told to be this app's.
                if index == 0, key == "type" || key == "qualifiedType" { continue }
                let changed = try changing(data, node: index, key, to: value)
                let restored = ShopApp()
                do {
                    let report = try restored.restoreNavigationState(from: changed)
                    if report.isComplete {
                        expectEqual(
                            restored.debugHierarchy(), expected,
                            "node \(index) \(key) = \(String(describing: value))")
                    }
                } catch {
                    Issue.record(
                        "node \(index) \(key) = \(String(describing: value)) refused the document: \(error)")
                }
            }
        }
    }
}

/// An inspection of a newer release's document shows what a restore gives up, and why.
@MainActor
@Suite("Inspecting documents from other releases")
struct ForwardCompatibilityInspectionTests {
    private func changing(_ data: Data, _ change: (inout [[String: Any]]) -> Void) throws -> Data {
        var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var nodes = try #require(document["nodes"] as? [[String: Any]])
        change(&nodes)
        document["nodes"] = nodes
        document["appVersion"] = 7
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }

    @Test func unreadableCodesOptionsAndKindsArePrinted() throws {
        let library = LibrarySplitCoordinator(selecting: [.shelf(id: 3)])
        library.select(.book(id: 7), in: .content)
        let data = try changing(library.captureNavigationState()) { nodes in
            nodes[0]["columnVisibility"] = "inspector"
        }
        let snapshot = try InspectedSnapshot(data: data)
        expectEqual(
            snapshot.coordinators[0].unreadableFields,
            [
                .unreadable(field: "appVersion", value: "7"),
                .unreadable(field: "columnVisibility", value: #""inspector""#),
            ])
        expectEqual(
            snapshot.description,
            """
            LibrarySplitCoordinator [split]
              (appVersion holds 7, which this release cannot read; a restore does without it)
              (columnVisibility holds "inspector", which this release cannot read; a restore does without it)
              sidebar .shelves
              content .shelf(id: 3)
              detail .book(id: 7) → BookFlowCoordinator [flow]
                root .book(id: 7)
            """)
    }

    @Test func anEntryWithAnUnknownCodeAndANodeOfAnUnknownKind() throws {
        let app = ShopApp.navigated()
        let data = try app.captureNavigationState()
        let changed = try changing(data) { nodes in
            guard let catalog = nodes.firstIndex(where: { ($0["type"] as? String) == "CatalogFlow" }),
                let profile = nodes.firstIndex(where: { ($0["type"] as? String) == "ProfileFlow" })
            else { return }
            nodes[catalog]["presentations"] =
                "z" + String((nodes[catalog]["presentations"] as? String ?? "").dropFirst())
            nodes[profile]["kind"] = "grid"
        }
        let text = try InspectedSnapshot(data: changed).description
        let lines = text.components(separatedBy: "\n")
        let original = try InspectedSnapshot(data: data).description.components(separatedBy: "\n")
        let catalog = try #require(original.firstIndex { $0.contains("CatalogFlow [flow]") })
        let changedCatalog = try #require(lines.firstIndex { $0.contains("CatalogFlow [flow]") })
        expectEqual(
            lines[1], "  (appVersion holds 7, which this release cannot read; a restore does without it)")
        expectEqual(
            lines[changedCatalog + 2].trimmingCharacters(in: .whitespaces),
            "entry "
                + original[catalog + 2].trimmingCharacters(in: .whitespaces).dropFirst("push ".count)
                + #" (a restore skips it: presentations holds "z", which this release cannot read)"#)
        expectTrue(
            text.contains(
                #"ProfileFlow [unreadable]"# + "\n"
                    + #"      (kind holds "grid", which this release cannot read; a restore starts it at its initial position)"#
            ), "\(text)")
    }
}
