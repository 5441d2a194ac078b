/// The text of an inspection: the tree of an ``InspectedSnapshot`` in the layout of
/// ``Coordinator/debugHierarchy()``.
enum InspectionText {
    /// The tree, pre-order, without recursing on the call stack (snapshots can be deep).
    static func tree(of snapshot: InspectedSnapshot) -> String {
        let coordinators = snapshot.coordinators
        guard let top = coordinators.first else { return "" }
        let names = Names(coordinators)
        var text = DebugText()
        text.append(names.header(of: top))
        var stack = [(lines: lines(of: top, in: coordinators, names: names), next: 0, depth: 1)]
        while let last = stack.indices.last {
            let next = stack[last].next
            guard next < stack[last].lines.count else {
                stack.removeLast()
                continue
            }
            stack[last].next += 1
            let line = stack[last].lines[next]
            text.appendNewline(indent: stack[last].depth)
            text.append(line.text)
            if let child = line.child, coordinators.indices.contains(child) {
                stack.append(
                    (lines(of: coordinators[child], in: coordinators, names: names), 0, stack[last].depth + 1)
                )
            }
        }
        return text.string
    }

    /// How coordinators are named: by their short type names, except those that two different
    /// types of the snapshot share, which are qualified (as ``TypeIdentity`` names types in
    /// restore messages).
    private struct Names {
        /// The short names shared by coordinators of different qualified types.
        let ambiguous: Set<String>

        init(_ coordinators: [InspectedCoordinator]) {
            var qualified: [String: Set<String>] = [:]  // short → qualified
            for coordinator in coordinators {
                guard let name = coordinator.qualifiedType else { continue }
                qualified[coordinator.typeName, default: []].insert(name)
            }
            ambiguous = Set(qualified.filter { $0.value.count > 1 }.keys)
        }

        func header(of coordinator: InspectedCoordinator) -> String {
            coordinator.header(isQualified: ambiguous.contains(coordinator.typeName))
        }
    }

    /// One printed line, and the coordinator whose lines follow it.
    private struct Line {
        var text: String
        var child: Int?
    }

    /// A coordinator's lines below its header: one per destination, and what was left out.
    private static func lines(
        of coordinator: InspectedCoordinator, in coordinators: [InspectedCoordinator], names: Names
    ) -> [Line] {
        guard coordinator.isStateRecorded else {
            return [
                Line(
                    text:
                        "(state not recorded: its Destinations is not Codable; a restore starts it at its first screen)"
                )
            ]
        }
        if let base = coordinator.excludedBase {
            return [
                Line(
                    text:
                        "(\(base) excluded by snapshotPolicy(for:): nothing else of this coordinator was "
                        + "saved; a restore starts it at its initial position)")
            ]
        }
        var lines = coordinator.destinations.map { destination in
            line(for: destination, in: coordinator, coordinators: coordinators, names: names)
        }
        switch coordinator.excludedEntryCount {
        case 0: break
        case 1: lines.append(Line(text: "(1 entry not saved: excluded by snapshotPolicy(for:))"))
        case let count:
            lines.append(Line(text: "(\(count) entries not saved: excluded by snapshotPolicy(for:))"))
        }
        return lines
    }

    /// `tab[0]* .home → CatalogFlow [flow]`, `push (not saved: …)`, `push .detail(id: 1)`.
    private static func line(
        for destination: InspectedDestination, in coordinator: InspectedCoordinator,
        coordinators: [InspectedCoordinator], names: Names
    ) -> Line {
        var text = destination.role.description
        if case .tab(let index) = destination.role, index == coordinator.selectedTabIndex {
            text += "*"
        }
        text += " "
        switch (destination.text, destination.omission) {
        case (let route?, _): text += route
        case (nil, .unencodable(let detail)?):
            text += "(not saved: its route could not be encoded: \(printable(detail)))"
        case (nil, let reason?): text += "(not saved: \(printable(reason.description)))"
        case (nil, nil): text += "(no route)"
        }
        switch destination.child {
        case .coordinator(let index)?:
            let header =
                coordinators.indices.contains(index) ? names.header(of: coordinators[index]) : "(missing)"
            return Line(text: text + " → " + header, child: index)
        case .notYetCreated?:
            text += " → (not yet created)"
        case nil:
            if case .limit(let detail)? = destination.omission {
                text += " → (subtree not saved: \(detail.isEmpty ? "a snapshot limit" : printable(detail)))"
            }
        }
        return Line(text: text)
    }

    /// `text` as it is, or quoted with escapes when it holds a control character or a line
    /// break, so that no name from a document can forge a line of the printout.
    static func printable(_ text: String) -> String {
        let isPlain = text.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: false
            default: true
            }
        }
        return isPlain ? text : text.debugDescription
    }
}
