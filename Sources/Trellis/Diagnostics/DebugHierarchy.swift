extension Coordinator {
    /// Prints the live tree below this coordinator as indented text.
    ///
    /// One header line (`TypeName [flow]`), then one line per destination: its role
    /// (`root`, `push`, `sheet`, `fullScreenCover`, `tab[i]` with `*` after the selected
    /// tab), `.` and the destination, and ` → ChildType [kind]` when it hosts a child, whose
    /// lines follow two spaces deeper. Indentation stops growing 32 levels in: a deeper line is
    /// indented as a line 32 levels in and starts with its depth, `(depth 40) root .down →
    /// ChainFlow [flow]`, so a tree thousands of levels deep prints in time and text that grow
    /// with its lines. A tab never selected prints `→ (not yet created)`. The
    /// questions a coordinator asked and that wait for their answer follow its destinations
    /// (`alert "Payment failed" ["Retry", "Cancel" (cancel)]`), each marked `(waiting)` while
    /// another question of the tree shows before it (see <doc:AskingTheUser>).
    /// Deterministic, no trailing newline. It sets up this coordinator if this is its first
    /// use, and never creates a child.
    ///
    /// ```swift
    /// #expect(app.hierarchyRoot.debugHierarchy() == """
    ///     AppCoordinator [root]
    ///       root .main → MainTabCoordinator [tab]
    ///         tab[0]* .home → HomeCoordinator [flow]
    ///           root .home
    ///         tab[1] .profile → (not yet created)
    ///     """)
    /// ```
    public func debugHierarchy() -> String {
        guard let node = preparedNode else { return String(describing: type(of: self)) }
        var text = DebugText()
        text.append("\(node.typeName) [\(node.kind.rawValue)]")
        // Destination descriptions are app code: inside a change, they cannot navigate.
        NavigationChange.perform {
            // The questions a coordinator asked follow everything it shows.
            let questions = QuestionLines(tree: node)
            TreeWalk.visit(
                from: node,
                leaving: questions.map { questions in
                    { container, depth in
                        for line in questions.lines(askedBy: container) {
                            text.appendNewline(indent: depth)
                            text.append(line)
                        }
                    }
                }
            ) { visit in
                text.appendNewline(indent: visit.depth)
                DebugLine.append(visit, to: &text)
            }
        }
        return text.string
    }
}

/// The text of one destination line.
@MainActor
enum DebugLine {
    /// Appends the line of `visit`, without its indentation, to `text`.
    static func append(_ visit: TreeWalk.Visit, to text: inout DebugText) {
        let slot = visit.slot
        appendRole(of: slot, to: &text)
        text.append(" .")
        text.append(slot.described.debugText)
        if !slot.isPrepared {
            text.append(" → (not yet created)")
        } else if let child = slot.child {
            text.append(" → ")
            text.append(String(describing: type(of: child)))
            if let kind = visit.childNode?.kind {
                text.append(" [")
                text.append(kind.rawValue)
                text.append("]")
            }
        }
    }

    private static func appendRole(of slot: NodeSlot, to text: inout DebugText) {
        text.append(slot.role.description)
        if slot.isSelectedTab { text.append("*") }
    }
}

/// The printout under construction, as UTF-8 bytes: appending bytes costs less than growing a
/// `String` line by line.
struct DebugText {
    private var bytes: [UInt8] = []

    mutating func append(_ piece: String) {
        bytes.append(contentsOf: piece.utf8)
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { bytes.append($0) }
    }

    /// The deepest level indented further. A line deeper than this is indented as a line of
    /// this level and starts with its depth, `(depth 40) `: a deep tree's text grows with its
    /// lines, not with the square of its depth, and its deepest lines stay on screen.
    static let deepestIndentedLevel = 32

    /// A line break and the indentation of a line `depth` levels in.
    mutating func appendNewline(indent depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        appendIndent(depth)
    }

    /// The indentation of a line `depth` levels in: two spaces per level, down to
    /// ``deepestIndentedLevel``, then the line's depth, `(depth 40) `.
    mutating func appendIndent(_ depth: Int) {
        let level = min(max(depth, 0), Self.deepestIndentedLevel)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
        if depth > Self.deepestIndentedLevel {
            append("(depth \(depth)) ")
        }
    }

    /// ``appendIndent(_:)``'s indentation as a string.
    static func indent(_ depth: Int) -> String {
        var text = DebugText()
        text.appendIndent(depth)
        return text.string
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// The question lines of a printout: each question under the coordinator that asked it, after
/// its destinations.
@MainActor
struct QuestionLines {
    private let byAsker: [ObjectIdentifier: [AskedQuestion]]
    private let shown: AskedQuestion?

    /// The lines of the questions asked in the tree below `node`; `nil` when none waits.
    init?(tree node: any NavigationNode) {
        guard !AskedQuestions.isEmpty else { return nil }
        let asked = AskedQuestions.asked(inSubtreeOf: node)
        guard !asked.isEmpty else { return nil }
        byAsker = Dictionary(grouping: asked, by: \.askerID)
        shown = AskedQuestions.front(inTreeOf: node)
    }

    /// The lines of the questions `container`'s coordinator asked, in the order asked.
    func lines(askedBy container: any NavigationNode) -> [String] {
        (byAsker[ObjectIdentifier(container)] ?? []).map { question in
            question === shown ? question.text : question.text + " (waiting)"
        }
    }
}
