/// Prints a navigation snapshot as an indented tree, in the layout of `debugHierarchy()`,
/// from the JSON alone: no app types are needed.
///
/// It follows the documented snapshot format (Sources/Trellis/NavigationState/
/// SnapshotFormat.swift): a versioned object with a flat `nodes` table in pre-order, each
/// node naming its `parent` and the parent's `slot` that hosts it, routes as the
/// destinations' own JSON, presentations as one character per entry (`p`, `s`, `f`),
/// `omitted` slots with their reason, and `opaque` nodes whose state was not recorded. Every
/// slot and omission is printed; a document that breaks the format is refused whole.
struct SnapshotPrinter {
    static let formatID = "trellis.navigation"
    static let supportedVersion = 1

    /// One line of the summary and the tree.
    struct Output {
        var summary: String
        var tree: String
    }

    /// Validates `document` and prints it.
    ///
    /// - Throws: ``DemoError`` naming what is wrong when it is not a valid snapshot.
    static func describe(_ document: JSON) throws -> Output {
        guard document.members != nil else {
            throw DemoError("it is \(document.typeName), not a snapshot object")
        }
        guard let format = document["format"]?.stringValue else {
            throw DemoError("it has no \"format\" string")
        }
        guard format == formatID else { throw DemoError("its format is \"\(format)\", not \"\(formatID)\"") }
        guard let version = document["version"]?.intValue else {
            throw DemoError("it has no integer \"version\"")
        }
        guard version <= supportedVersion else {
            throw DemoError(
                "it has format version \(version), newer than the version \(supportedVersion) this reads")
        }
        guard version >= 1 else { throw DemoError("its format version \(version) does not exist") }
        guard let table = document["nodes"]?.arrayValue else { throw DemoError("it has no \"nodes\" array") }
        guard !table.isEmpty else { throw DemoError("it holds no coordinator") }
        let nodes = try table.enumerated().map { try SnapshotNode(json: $1, index: $0) }
        let children = try childTable(of: nodes)
        let summary =
            "\(formatID) version \(version), \(nodes.count) coordinator\(nodes.count == 1 ? "" : "s")"
        return Output(summary: summary, tree: tree(of: nodes, children: children))
    }

    /// `[node: [slot: child node]]`, after checking every parent reference.
    private static func childTable(of nodes: [SnapshotNode]) throws -> [Int: [Int: Int]] {
        guard nodes[0].parent == nil, nodes[0].slot == nil else {
            throw DemoError("node 0 (\(nodes[0].type)) has a parent; the first node is the top of the tree")
        }
        var children: [Int: [Int: Int]] = [:]
        for node in nodes.dropFirst() {
            guard let parent = node.parent, let slot = node.slot else {
                throw DemoError("node \(node.index) (\(node.type)) has no parent or slot")
            }
            guard parent >= 0, parent < node.index else {
                throw DemoError(
                    "node \(node.index) (\(node.type)) refers to parent \(parent), which does not precede it")
            }
            let host = nodes[parent]
            guard !host.isOpaque else {
                throw DemoError(
                    "node \(node.index) (\(node.type)) sits in node \(parent), whose state was not recorded")
            }
            guard slot >= 0, slot < host.slotCount else {
                throw DemoError(
                    "node \(node.index) (\(node.type)) sits in slot \(slot), which node \(parent) does not have"
                )
            }
            guard children[parent]?[slot] == nil else {
                throw DemoError("two nodes sit in slot \(slot) of node \(parent)")
            }
            children[parent, default: [:]][slot] = node.index
        }
        return children
    }

    /// The tree, pre-order, without recursing on the call stack (snapshots can be deep).
    private static func tree(of nodes: [SnapshotNode], children: [Int: [Int: Int]]) -> String {
        var lines = [nodes[0].header]
        var stack: [(lines: [SnapshotNode.Line], next: Int, depth: Int)] = [
            (nodes[0].lines(children: children[0] ?? [:], nodes: nodes), 0, 1)
        ]
        while let top = stack.indices.last {
            let frame = stack[top]
            guard frame.next < frame.lines.count else {
                stack.removeLast()
                continue
            }
            stack[top].next += 1
            let line = frame.lines[frame.next]
            lines.append(String(repeating: "  ", count: frame.depth) + line.text)
            if let child = line.child {
                stack.append(
                    (nodes[child].lines(children: children[child] ?? [:], nodes: nodes), 0, frame.depth + 1))
            }
        }
        return lines.joined(separator: "\n")
    }
}
