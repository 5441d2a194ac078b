extension LayoutShape: CustomStringConvertible {
    /// The shape as indented text, one line per layer, screen and tab, with identities for
    /// names. Deterministic, no trailing newline; the empty shape is `(nothing shown)`.
    ///
    /// ```
    /// layer 0: base
    ///   root #1 [tab]
    ///     tab #2*
    ///       root #5
    ///       push #8
    ///     tab #3 (not yet created)
    /// layer 1: sheet #9
    ///   root #10
    /// ```
    public var description: String {
        lines(indent: 0).joined(separator: "\n")
    }

    /// The lines of ``description``, each indented by `indent` levels of two spaces (a line
    /// deeper than 32 levels starts with its depth, `(depth 40) `, instead). A tab set
    /// is written out where it is first met; a second mention (only a shape written by hand
    /// can have one) prints its screen alone.
    func lines(indent: Int) -> [String] {
        guard !layers.isEmpty else { return [DebugText.indent(indent) + "(nothing shown)"] }
        enum Work {
            case line(String, indent: Int)
            case screen(EntryID, label: String, indent: Int)
        }
        var work: [Work] = []
        for (index, layer) in layers.enumerated().reversed() {
            var layerWork: [Work] = [
                .line("layer \(index): \(layer.style.map { "\($0) \(layer.id)" } ?? "base")", indent: indent),
                .screen(layer.root, label: "root", indent: indent + 1),
            ]
            layerWork += layer.path.map { .screen($0, label: "push", indent: indent + 1) }
            work += layerWork.reversed()
        }
        var written: Set<EntryID> = []
        var lines: [String] = []
        while let next = work.popLast() {
            switch next {
            case .line(let text, let depth):
                lines.append(DebugText.indent(depth) + text)
            case .screen(let id, let label, let depth):
                let pad = DebugText.indent(depth)
                guard let tabSet = tabSets[id], written.insert(id).inserted else {
                    lines.append("\(pad)\(label) \(id)\(tabSets[id] == nil ? "" : " [tab]")")
                    continue
                }
                lines.append("\(pad)\(label) \(id) [tab]")
                var tabWork: [Work] = []
                for tab in tabSet.tabs {
                    let mark = tab.id == tabSet.selectedID ? "*" : ""
                    guard let root = tab.root else {
                        tabWork.append(.line("tab \(tab.id)\(mark) (not yet created)", indent: depth + 1))
                        continue
                    }
                    tabWork.append(.line("tab \(tab.id)\(mark)", indent: depth + 1))
                    tabWork.append(.screen(root, label: "root", indent: depth + 2))
                    tabWork += tab.path.map { .screen($0, label: "push", indent: depth + 2) }
                }
                work += tabWork.reversed()
            }
        }
        return lines
    }
}
