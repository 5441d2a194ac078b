#if canImport(SwiftUI)
    import Foundation
    import SwiftUI
    import Trellis

    /// Hands its content the scene's ``SceneStateArchive``, kept in `@SceneStorage`: each
    /// window keeps its own state, restored when the system recreates the scene, and discarded
    /// with it.
    ///
    /// The archive holds what the scene kept when the reader first appears, and every write to
    /// it goes back to the scene's storage. Make the scene's `StateRestorationManager` with
    /// `.scene(archive)`, once, from the content:
    ///
    /// ```swift
    /// WindowGroup {
    ///     SceneStateReader { archive in WindowRoot(archive: archive) }
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
        private let content: @MainActor (SceneStateArchive) -> Content

        /// A reader whose `content` receives the scene's archive.
        public init(@ViewBuilder content: @escaping @MainActor (SceneStateArchive) -> Content) {
            self.content = content
        }

        public var body: some View {
            content(holder.archive(restoring: saved, keepingIn: $saved))
        }
    }

    /// Makes the scene's archive once, from what the scene kept, and points its writes at the
    /// scene's storage.
    @MainActor
    final class ArchiveHolder {
        private var archive: SceneStateArchive?

        func archive(restoring saved: Data?, keepingIn binding: Binding<Data?>) -> SceneStateArchive {
            if let archive { return archive }
            let made = SceneStateArchive(restoring: saved)
            made.onChange = { binding.wrappedValue = $0 }
            archive = made
            return made
        }
    }
#endif
