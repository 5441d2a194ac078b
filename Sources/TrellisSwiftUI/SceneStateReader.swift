#if canImport(SwiftUI)
    import Foundation
    import SwiftUI
    import Trellis

    /// Hands its content the scene's ``SceneStateArchive``, kept in `@SceneStorage`: each
    /// window keeps its own state, restored when the system recreates the scene, and discarded
    /// with it.
    ///
    /// The archive holds what the scene kept when the reader first appears, and every write to
    /// it goes back to the scene's storage. Make the scene's tree and its
    /// `StateRestorationManager` with `.scene(archive)` once, with `making:`, which keeps what it
    /// made for the life of the scene:
    ///
    /// ```swift
    /// WindowGroup {
    ///     SceneStateReader(making: { WindowState(archive: $0) }) { window in WindowRoot(window) }
    /// }
    /// ```
    ///
    /// The system decides when `@SceneStorage` is written to disk (Apple's `SceneStorage`
    /// page makes no promise of when or how often); the manager's own saves
    /// (`savesState(of:)` at `.inactive` and `.background`) keep the archive current. Keep
    /// sensitive values out of it (`sensitiveKeys`).
    public struct SceneStateReader<Content: View>: View {
        @SceneStorage("Trellis.sceneState") private var saved: Data?
        @State private var holder = ArchiveHolder()
        private let content: @MainActor (SceneStateArchive, ArchiveHolder) -> Content

        /// A reader whose `content` receives the scene's archive.
        public init(@ViewBuilder content: @escaping @MainActor (SceneStateArchive) -> Content) {
            self.content = { archive, _ in content(archive) }
        }

        /// A reader that makes the scene's state with `make` from its archive, once for the life
        /// of the scene, and hands it to `content` at every evaluation.
        public init<SceneState>(
            making make: @escaping @MainActor (SceneStateArchive) -> SceneState,
            @ViewBuilder content: @escaping @MainActor (SceneState) -> Content
        ) {
            self.content = { archive, holder in content(holder.state(from: archive, make: make)) }
        }

        public var body: some View {
            content(holder.archive(restoring: saved, keepingIn: $saved), holder)
        }
    }

    /// Makes the scene's archive once, from what the scene kept, and points its writes at the
    /// scene's storage; keeps the state made from it, if any.
    @MainActor
    final class ArchiveHolder {
        private var archive: SceneStateArchive?
        private var state: Any?

        func archive(restoring saved: Data?, keepingIn binding: Binding<Data?>) -> SceneStateArchive {
            if let archive { return archive }
            let made = SceneStateArchive(restoring: saved)
            made.onChange = { binding.wrappedValue = $0 }
            archive = made
            return made
        }

        func state<SceneState>(
            from archive: SceneStateArchive, make: (SceneStateArchive) -> SceneState
        ) -> SceneState {
            if let state = state as? SceneState { return state }
            let made = make(archive)
            state = made
            return made
        }
    }
#endif
