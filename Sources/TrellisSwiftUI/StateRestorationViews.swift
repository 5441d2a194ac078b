#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    // The SwiftUI half of state restoration: save when the scene goes to the background, ask the
    // user whether to resume, keep a scroll position, and form-draft bindings. Each is a thin
    // wrapper over StateRestorationManager and FormDraftManager, which hold the logic.

    extension View {
        /// Saves `restoration` when the scene stops being active: at `.inactive` what changed
        /// (``StateRestorationManager/saveNow()``, which skips an unchanged state), and at
        /// `.background` the state dated when the user left
        /// (``StateRestorationManager/saveOnBackground()``), before the app may be suspended or
        /// terminated with a debounced save still pending.
        ///
        /// Apple documents `.inactive` as a scene that may be hidden, minimized or in the app
        /// switcher, sometimes on its way to `.background`, and `.background` as a phase that can
        /// precede termination. Saving at both covers an app that ends without reaching
        /// `.background` — reported for macOS, where ⌘Q can quit with the window in front; a
        /// change made within the debounce interval before such a quit is saved only if the app
        /// also calls `saveNow()` when it terminates. Which phases each platform delivers, and
        /// when, only a device shows; the stand-in's tests set the phase by hand.
        ///
        /// ```swift
        /// WindowGroup { CoordinatorView(app).savesState(of: restoration) }
        /// ```
        public func savesState(of restoration: StateRestorationManager) -> some View {
            SavingOnBackground(content: self, restoration: restoration)
        }

        /// Asks the user whether to resume where they left off, while `restoration` waits for the
        /// answer (``StateRestorationManager/isAwaitingRestoreConfirmation``, with the
        /// ``ResumePolicy/askUser`` policy): resuming confirms the restore, starting over declines
        /// it.
        ///
        /// The answer reaches app code through
        /// ``StateRestorationManager/onRestoreDecision``, once it is carried out: after "Resume"
        /// the tree is restored and the decision carries the restore's report; after "Start
        /// Over" the saved state is gone. Continue there with what waited for the answer, such as
        /// a held deep link:
        ///
        /// ```swift
        /// restoration.onRestoreDecision = { [links] _ in links.open() }
        /// // …
        /// CoordinatorView(app).restorePrompt(for: restoration)
        /// ```
        ///
        /// - Parameters:
        ///   - restoration: The manager whose prompt to show.
        ///   - title: The alert's title.
        ///   - resume: The title of the button that calls
        ///     ``StateRestorationManager/confirmRestore()``.
        ///   - startOver: The title of the button that calls
        ///     ``StateRestorationManager/declineRestore()``.
        public func restorePrompt(
            for restoration: StateRestorationManager, title: String = "Resume where you left off?",
            resume: String = "Resume", startOver: String = "Start Over"
        ) -> some View {
            RestorePrompt(
                content: self, restoration: restoration, title: title, resume: resume, startOver: startOver)
        }

        /// Keeps the top item of this scroll view across launches, under `id`, in `restoration`.
        ///
        /// Apply it to a `ScrollView` whose content is a `scrollTargetLayout()` of views with
        /// `String` `.id(_:)`s; the saved item is scrolled to when the view appears.
        ///
        /// ```swift
        /// ScrollView { LazyVStack { ForEach(products) { Row($0).id($0.id) } }.scrollTargetLayout() }
        ///     .restoresScrollPosition("catalog", in: restoration)
        /// ```
        public func restoresScrollPosition(_ id: String, in restoration: StateRestorationManager) -> some View
        {
            ScrollPositionRestoring(content: self, id: id, restoration: restoration)
        }
    }

    extension FormDraftManager {
        /// A binding to the draft value of `key` (empty when there is none): typing saves the
        /// draft, debounced, through ``save(key:value:)``.
        ///
        /// ```swift
        /// TextField("Title", text: drafts.binding(for: "title"))
        /// ```
        public func binding(for key: String) -> Binding<String> {
            Binding(
                get: { MainActor.assumeIsolated { self.value(for: key) ?? "" } },
                set: { value in MainActor.assumeIsolated { self.save(key: key, value: value) } })
        }
    }

    private struct SavingOnBackground<Content: View>: View {
        let content: Content
        let restoration: StateRestorationManager
        @Environment(\.scenePhase) private var scenePhase

        var body: some View {
            content.onChange(of: scenePhase) { _, phase in
                switch phase {
                case .inactive: restoration.saveNow()
                case .background: restoration.saveOnBackground()
                default: break
                }
            }
        }
    }

    private struct RestorePrompt<Content: View>: View {
        let content: Content
        let restoration: StateRestorationManager
        let title: String
        let resume: String
        let startOver: String

        var body: some View {
            let restoration = restoration
            content.alert(
                title,
                isPresented: Binding(
                    get: { MainActor.assumeIsolated { restoration.isAwaitingRestoreConfirmation } },
                    // The buttons answer; the alert closing after them changes nothing more.
                    set: { _ in })
            ) {
                Button(resume) { restoration.confirmRestore() }
                Button(startOver) { restoration.declineRestore() }
            }
        }
    }

    private struct ScrollPositionRestoring<Content: View>: View {
        let content: Content
        let id: String
        let restoration: StateRestorationManager
        @State private var topItemID: String?

        var body: some View {
            content
                .scrollPosition(id: $topItemID)
                .onAppear { topItemID = restoration.scrollPosition(for: id) }
                .onChange(of: topItemID) { _, newValue in
                    if let newValue { restoration.saveScrollPosition(id: id, topItemID: newValue) }
                }
        }
    }
#endif
