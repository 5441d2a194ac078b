/// The text of an inspection: the tree of an ``InspectedSnapshot`` in the layout of
/// ``Coordinator/debugHierarchy()``.
enum InspectionText {
    /// The tree as text.
    static func tree(of snapshot: InspectedSnapshot) -> String {
        outline(of: snapshot).text
    }

    /// The tree's lines, pre-order, without recursing on the call stack (snapshots can be deep).
    static func outline(of snapshot: InspectedSnapshot) -> TreeOutline {
        var outline = TreeOutline(graphName: "hierarchy")
        let coordinators = snapshot.coordinators
        guard let top = coordinators.first else { return outline }
        let names = Names(coordinators)
        outline.append(names.header(of: top), depth: 0, style: .coordinator)
        var stack = [(lines: lines(of: top, in: coordinators, names: names), next: 0, depth: 1)]
        while let last = stack.indices.last {
            let next = stack[last].next
            guard next < stack[last].lines.count else {
                stack.removeLast()
                continue
            }
            stack[last].next += 1
            let line = stack[last].lines[next]
            outline.append(line.text, depth: stack[last].depth, style: line.style)
            if let child = line.child, coordinators.indices.contains(child) {
                stack.append(
                    (lines(of: coordinators[child], in: coordinators, names: names), 0, stack[last].depth + 1)
                )
            }
        }
        return outline
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

    /// One printed line, what it shows, and the coordinator whose lines follow it.
    private struct Line {
        var text: String
        var style: TreeOutline.Style
        var child: Int?
    }

    /// A coordinator's lines below its header: one per destination, and what was left out.
    private static func lines(
        of coordinator: InspectedCoordinator, in coordinators: [InspectedCoordinator], names: Names
    ) -> [Line] {
        let unreadable = coordinator.unreadableFields.map { reason in
            var consequence = "a restore does without it"
            if coordinator.isUnreadable {
                consequence = "a restore starts it at its initial position"
            } else if case .unreadable(let field, _) = reason,
                ["entries", "modals", "selections"].contains(field)
            {
                consequence = "a restore skips what it holds"
            }
            return Line(text: "(\(printable(reason.description)); \(consequence))", style: .note)
        }
        guard !coordinator.isUnreadable else { return unreadable }
        guard coordinator.isStateRecorded else {
            return [
                Line(
                    text:
                        "(state not recorded: its Destinations is not Codable; a restore starts it at its first screen)",
                    style: .note)
            ]
        }
        if let base = coordinator.excludedBase {
            return [
                Line(
                    text:
                        "(\(base) excluded by snapshotPolicy(for:): nothing else of this coordinator was "
                        + "saved; a restore starts it at its initial position)", style: .note)
            ]
        }
        // What a restore does without comes first, under the header.
        var lines =
            unreadable
            + coordinator.destinations.map { destination in
                line(for: destination, in: coordinator, coordinators: coordinators, names: names)
            }
        switch coordinator.excludedEntryCount {
        case 0: break
        case 1:
            lines.append(Line(text: "(1 entry not saved: excluded by snapshotPolicy(for:))", style: .note))
        case let count:
            lines.append(
                Line(text: "(\(count) entries not saved: excluded by snapshotPolicy(for:))", style: .note))
        }
        return lines
    }

    /// `tab[0]* .home → CatalogFlow [flow]`, `push (not saved: …)`, `push .detail(id: 1)`.
    private static func line(
        for destination: InspectedDestination, in coordinator: InspectedCoordinator,
        coordinators: [InspectedCoordinator], names: Names
    ) -> Line {
        var text = destination.role.description
        // An entry whose presentation code cannot be read shows no presentation.
        if case .unreadable(let field, _)? = destination.omission,
            field == "presentations" || field == "modalPresentations"
        {
            text = "entry"
        }
        if case .tab(let index) = destination.role, index == coordinator.selectedTabIndex {
            text += "*"
        }
        text += " "
        switch (destination.text, destination.omission) {
        case (let stored, let reason?) where reason.isUnreadable:
            text += (stored.map { $0 + " " } ?? "") + "(a restore skips it: \(printable(reason.description)))"
        case (let stored?, _): text += stored
        case (nil, .unencodable(let detail)?):
            text += "(not saved: it could not be encoded: \(printable(detail)))"
        case (nil, let reason?): text += "(not saved: \(printable(reason.description)))"
        case (nil, nil): text += "(no destination)"
        }
        switch destination.child {
        case .coordinator(let index)?:
            let header =
                coordinators.indices.contains(index) ? names.header(of: coordinators[index]) : "(missing)"
            return Line(text: text + " → " + header, style: .coordinator, child: index)
        case .notYetCreated?:
            return Line(text: text + " → (not yet created)", style: .notYetCreated)
        case nil:
            if case .limit(let detail)? = destination.omission {
                text += " → (subtree not saved: \(detail.isEmpty ? "a snapshot limit" : printable(detail)))"
            }
        }
        return Line(text: text, style: .screen)
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

extension RestorationReport.Reason {
    /// Whether it is ``unreadable(field:value:)``.
    fileprivate var isUnreadable: Bool {
        if case .unreadable = self { true } else { false }
    }
}
