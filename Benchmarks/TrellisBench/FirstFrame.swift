// The first frame at launch: from the launch tree's saved document to the first evaluated
// `CoordinatorView` body, in the SwiftUI stand-in's renderer (Sources/SwiftUIStandIn/README.md).
// A `StateRestorationManager` reads the document from its file, a fresh `AppRoot` is attached to
// it (the manager restores the tree into it), and the renderer renders the app's view: the
// `CoordinatorView` over the tree, every coordinator's screens registered and the state saved on
// scene changes, as an app's window writes it. Two clocks: one stops as soon as `CoordinatorView`'s
// first body (which makes the layout) has been evaluated (the stand-in's `onEvaluation`), the
// other when the first render pass returns, with the bodies below it: the stand-in's model of a
// frame, whose own bookkeeping (it reflects every view's inputs with `Mirror`) costs far more
// than SwiftUI's would, so that figure bounds the library's part from above. Linux only: on
// Apple hosts the package has no stand-in, and the figures are Instruments'.
#if os(Linux)
    import Foundation
    import SwiftUI
    import Trellis
    import TrellisSwiftUI

    @MainActor
    enum FirstFrame {
        static let flag = "--first-frame"

        /// A launch: what it made, kept until after the clock stops (its release is not part of
        /// the first frame).
        struct Launch {
            let manager: StateRestorationManager
            let app: AppRoot
            let renderer: StandInRenderer
            /// When the first `CoordinatorView` body had been evaluated.
            var firstBody: ContinuousClock.Instant?
        }

        /// From the saved document in `storage` to the first frame: the manager reads the
        /// document, a fresh tree is attached to it, and the window's view is rendered once.
        static func launch(from storage: StateStorageMethod) -> Launch {
            let manager = StateRestorationManager(storage: storage, resumePolicy: .always)
            let app = AppRoot()
            manager.attach(app)
            let renderer = StandInRenderer()
            var firstBody: ContinuousClock.Instant?
            renderer.bodyEvaluations.onEvaluation = { type in
                if firstBody == nil, type == CoordinatorView.self { firstBody = .now }
            }
            renderer.render(LaunchWindow(app: app, restoration: manager))
            renderer.bodyEvaluations.onEvaluation = nil
            return Launch(manager: manager, app: app, renderer: renderer, firstBody: firstBody)
        }

        /// Saves the launch tree, checks a launch from it outside the clock, and times launches:
        /// to the first `CoordinatorView` body, and to the end of the first render pass.
        static func report(harness: Harness) -> String {
            let workload = Workloads.launch()
            let storage = AttachBenchmark.savedState(of: workload)
            defer { AttachBenchmark.remove(storage) }
            let first = launch(from: storage)
            check(
                first.manager.lastRestorationReport?.isComplete == true,
                "first frame: the launch skipped \(String(describing: first.manager.lastRestorationReport))")
            check(
                first.app.debugHierarchy() == workload.top.debugHierarchy(),
                "first frame: the launched tree differs")
            check(first.firstBody != nil, "first frame: no CoordinatorView body was evaluated")
            let bodies = first.renderer.bodyEvaluations.pathsSinceMark.count
            var toBody: [Duration] = []
            var toFrame: [Duration] = []
            for run in 0..<(harness.warmUps + harness.runs) {
                let start = ContinuousClock.now
                let launch = launch(from: storage)
                let end = ContinuousClock.now
                blackHole(launch)
                guard run >= harness.warmUps, let firstBody = launch.firstBody else { continue }
                toBody.append(start.duration(to: firstBody))
                toFrame.append(start.duration(to: end))
            }
            let body = Report.fixed(Timing(durations: toBody).median * 1e6, digits: 1)
            let frame = Report.fixed(Timing(durations: toFrame).median * 1e6, digits: 1)
            return [
                "First frame (launch tree, \(workload.routeCount) routes, saved document read from a file, "
                    + "SwiftUI stand-in): first CoordinatorView body \(body) µs; first render pass "
                    + "(\(bodies) bodies) \(frame) µs",
                "first_frame_body_us=\(body)",
                "first_frame_render_us=\(frame)",
                "first_frame_bodies=\(bodies)",
            ].joined(separator: "\n")
        }
    }

    /// The window of the benchmark app: every coordinator's screens as text.
    struct LaunchWindow: View {
        let app: AppRoot
        let restoration: StateRestorationManager

        var body: some View {
            CoordinatorView(app)
                .screens(for: AppRoot.self) { destination, _ in LaunchScreen(destination: destination) }
                .screens(for: MainTabs.self) { destination, _ in LaunchScreen(destination: destination) }
                .screens(for: HomeFlow.self) { destination, _ in LaunchScreen(destination: destination) }
                .screens(for: SearchFlow.self) { destination, _ in LaunchScreen(destination: destination) }
                .screens(for: InboxFlow.self) { destination, _ in LaunchScreen(destination: destination) }
                .screens(for: ProfileFlow.self) { destination, _ in LaunchScreen(destination: destination) }
                .screens(for: SettingsFlow.self) { destination, _ in LaunchScreen(destination: destination) }
                .screens(for: ThreadFlow.self) { destination, _ in LaunchScreen(destination: destination) }
                .screens(for: ComposeFlow.self) { destination, _ in LaunchScreen(destination: destination) }
                .savesState(of: restoration)
        }
    }

    struct LaunchScreen: View {
        let destination: Screen

        var body: some View {
            Text(verbatim: "\(destination)")
        }
    }
#endif
