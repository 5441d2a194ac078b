/// Every question asked and not answered yet, in the order asked: the one queue of the
/// process, read per tree.
///
/// A tree's window shows the earliest question asked in it and keeps the others waiting, so the
/// queue needs no per-tree storage: a question belongs to the tree its coordinator is in when
/// the queue is read (it moves with a subtree moved into another tree).
@MainActor
enum AskedQuestions {
    private static var list: [AskedQuestion] = []
    /// A version per tree whose questions were read, by the tree's top container: it changes
    /// whenever a question of that tree is asked or answered, and a layout's questions read it,
    /// so Observation invalidates the readers of that tree (that window) only.
    private static var versions: [ObjectIdentifier: TreeVersion] = [:]

    @MainActor
    private final class TreeVersion {
        weak var top: (any NavigationNode)?
        let value = ObservedValue(0)

        init(top: any NavigationNode) { self.top = top }
    }

    /// Whether no question is waiting anywhere: the printouts and teardown skip their question
    /// work then.
    static var isEmpty: Bool { list.isEmpty }

    static func add(_ question: AskedQuestion) {
        list.append(question)
        changed(treeOf: question.asker)
    }

    static func remove(_ question: AskedQuestion) {
        guard let index = list.firstIndex(where: { $0 === question }) else { return }
        list.remove(at: index)
        changed(treeOf: question.asker)
    }

    /// Invalidates the readers of the tree `asker` is in (a departing subtree still points at
    /// it while its questions are answered); every tree's when the asker is gone.
    private static func changed(treeOf asker: (any NavigationNode)?) {
        guard let asker else {
            for entry in versions.values { entry.value.value += 1 }
            return
        }
        // A tree nobody has read has nobody to invalidate.
        versions[ObjectIdentifier(top(of: asker))]?.value.value += 1
    }

    /// The version of the tree whose top container is `top`, made at its first read.
    private static func version(ofTreeAt top: any NavigationNode) -> ObservedValue<Int> {
        let id = ObjectIdentifier(top)
        if let entry = versions[id], entry.top === top { return entry.value }
        // Trees that are gone leave (and an identifier reused by a new container starts afresh).
        versions = versions.filter { $0.value.top != nil && $0.key != id }
        let entry = TreeVersion(top: top)
        versions[id] = entry
        return entry.value
    }

    /// The questions asked by the coordinator of `node`, latest first (the order they leave in).
    static func asked(by node: any NavigationNode) -> [AskedQuestion] {
        guard !list.isEmpty else { return [] }
        let id = ObjectIdentifier(node)
        return list.filter { $0.askerID == id }.reversed()
    }

    /// The questions asked by `node`'s coordinator or a coordinator below it, in the order asked:
    /// what a window showing `node` shows (the first) and keeps waiting (the rest). Registers an
    /// Observation access, so a view reading them is invalidated when a question of `node`'s
    /// tree comes or goes (and not for another tree's).
    static func asked(inSubtreeOf node: any NavigationNode) -> [AskedQuestion] {
        _ = version(ofTreeAt: top(of: node)).value
        guard !list.isEmpty else { return [] }
        return list.filter { question in
            var current = question.asker
            while let next = current {
                if next === node { return true }
                current = next.parentNode
            }
            return false
        }
    }

    /// The question shown by the window of the tree `node` is in: the earliest asked in it.
    static func front(inTreeOf node: any NavigationNode) -> AskedQuestion? {
        asked(inSubtreeOf: top(of: node)).first
    }

    private static func top(of node: any NavigationNode) -> any NavigationNode {
        var top = node
        while let parent = top.parentNode { top = parent }
        return top
    }

    /// Answers every question asked by the containers in `nodes` (leaving the tree with their
    /// coordinators) with cause `.teardown`, latest first; `handlers` gives the observers that
    /// saw each container.
    static func tearDown(
        askedBy nodes: [any NavigationNode], handlers: (Int) -> [ObserverRegistry.Registration]
    ) {
        guard !list.isEmpty else { return }
        for (position, node) in nodes.enumerated().reversed() {
            for question in asked(by: node) {
                question.leaveUnanswered(cause: .teardown, handlers: handlers(position))
            }
        }
    }
}
