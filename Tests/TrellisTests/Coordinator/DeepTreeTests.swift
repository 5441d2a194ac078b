import Testing
import Trellis

@MainActor
@Suite("Deep trees")
struct DeepTreeTests {
    /// 250 levels; 1,000 in a thorough run (and 100,000 in the deep-target and layout probes).
    static let depth = Thorough.isEnabled ? 1_000 : 250

    func prints() throws {
        let top = ChainFlow()
        let deepest = ChainFlow.extend(top, by: Self.depth)
        expectNotIdentical(deepest, top)

        let text = top.debugHierarchy()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Header, then per level a root line and a push line; the deepest flow has only its root.
        expectEqual(lines.count, 1 + 2 * Self.depth + 1)
        expectEqual(lines.first, "ChainFlow [flow]")
        expectEqual(lines[1], "  root .start")
        expectEqual(lines[2], "  push .next → ChainFlow [flow]")
        // Past 32 levels a line keeps level 32's indentation and shows its depth.
        let deepestIndent = String(repeating: "  ", count: 32)
        expectEqual(lines.last.map(String.init), deepestIndent + "(depth \(Self.depth + 1)) root .start")
        expectFalse(text.hasSuffix("\n"))
    }

    func hierarchyRootFromTheBottom() {
        let top = ChainFlow()
        let deepest = ChainFlow.extend(top, by: Self.depth)
        expectIdentical(deepest.hierarchyRoot, top)
        expectEqual(deepest.hierarchyRoot.debugHierarchy(), top.debugHierarchy())
    }

    func tearsDown() {
        let top = ChainFlow()
        let log = DismissLog()
        var deepest = ChainFlow.extend(top, by: Self.depth)
        deepest.route(to: .end, onDismiss: log.callback("end"))
        let middle = WeakReference(Self.flow(at: Self.depth / 2, below: top))
        weak let weakDeepest = deepest
        deepest = top

        top.popToRoot()

        expectEqual(log.fired, ["end"])
        expectNil(weakDeepest)
        expectNil(middle.object)
        expectEqual(
            top.debugHierarchy(),
            """
            ChainFlow [flow]
              root .start
            """)
    }

    func dismissAtTheBottom() {
        let top = ChainFlow()
        let deepest = ChainFlow.extend(top, by: Self.depth)
        let parent = deepest.parent
        deepest.dismissCoordinator()
        expectNil(deepest.parent)
        expectEqual(parent.map(existingChildren(of:))?.isEmpty, true)
        expectEqual(top.debugHierarchy().split(separator: "\n").count, 1 + 2 * (Self.depth - 1) + 1)
    }

    func freesWhenDropped() {
        let references = Self.buildAndDrop(depth: Self.depth)
        expectEqual(references.count, Self.depth + 1)
        #expect(references.allSatisfy { $0.object == nil })
    }

    /// Builds a chain, keeps weak references to every flow, and lets the chain go.
    private static func buildAndDrop(depth: Int) -> [WeakReference] {
        let top = ChainFlow()
        _ = ChainFlow.extend(top, by: depth)
        return allCoordinators(from: top).map { WeakReference($0) }
    }

    /// The flow `level` pushes below `top` (0 is `top`).
    private static func flow(at level: Int, below top: ChainFlow) -> ChainFlow {
        var current = top
        for _ in 0..<level {
            guard let next = current.navigation.entries.last?.child as? ChainFlow else { break }
            current = next
        }
        return current
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .prints: try prints()
        case .hierarchyRootFromTheBottom: hierarchyRootFromTheBottom()
        case .tearsDown: tearsDown()
        case .dismissAtTheBottom: dismissAtTheBottom()
        case .freesWhenDropped: freesWhenDropped()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case prints = "A chain built by iterative deep links prints every level"
        case hierarchyRootFromTheBottom =
            "hierarchyRoot from the deepest flow is the top, and prints the same text"
        case tearsDown = "popToRoot on the top tears the whole chain down, firing every onDismiss once"
        case dismissAtTheBottom = "dismissCoordinator() at the bottom removes only the deepest level"
        case freesWhenDropped = "A deep tree going out of scope frees every flow without crashing"

        var testDescription: String { rawValue }
    }
}
