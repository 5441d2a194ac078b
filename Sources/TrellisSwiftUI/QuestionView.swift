#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    // The window's question (see the AskingTheUser article): CoordinatorView hands the question
    // the layout shows to its layers through the environment, and the layer it shows above
    // presents it as an alert or a confirmation dialog, answering through the layout.

    extension View {
        /// Hands `question`, the one the window shows, to the layers below.
        func windowQuestion(_ question: LayoutQuestion?) -> some View {
            environment(\.windowQuestion, question)
        }

        /// Presents the window's question over this view when it shows above layer `layerIndex`.
        ///
        /// The alert or dialog is attached to the layer (its `NavigationStack`), so on iPad a
        /// dialog's popover points at the layer's whole frame.
        func question(shownAbove layerIndex: Int) -> some View {
            QuestionHost(content: self, layerIndex: layerIndex)
        }
    }

    extension EnvironmentValues {
        /// The question the window shows, set by ``CoordinatorView``.
        var windowQuestion: LayoutQuestion? {
            get { self[WindowQuestionKey.self] }
            set { self[WindowQuestionKey.self] = newValue }
        }
    }

    private struct WindowQuestionKey: EnvironmentKey {
        static var defaultValue: LayoutQuestion? { nil }
    }

    /// A layer's view, with the window's question presented behind it when the question shows
    /// above this layer.
    struct QuestionHost<Content: View>: View {
        let content: Content
        let layerIndex: Int
        @Environment(\.windowQuestion) private var windowQuestion

        var body: some View {
            let question = windowQuestion?.layerIndex == layerIndex ? windowQuestion : nil
            // Keyed by the question: a new question is a new presenter, which SwiftUI presents
            // afresh, and the one before it leaves with its presenter.
            content.background { QuestionPresenter(question: question).id(question?.id) }
        }
    }

    /// Presents one question: as an alert or a confirmation dialog, as its style says, with one
    /// button per button of the question.
    struct QuestionPresenter: View {
        let question: LayoutQuestion?
        /// Whether a button was tapped: SwiftUI sets `isPresented` to `false` after a button's
        /// action as well, and only a dismissal without a button is reported as one.
        @State private var choice = ButtonChoice()

        var body: some View {
            let title = question?.title ?? ""
            Color.clear
                .alert(title, isPresented: isPresented(as: .alert)) {
                    actions
                } message: {
                    message
                }
                .confirmationDialog(
                    title, isPresented: isPresented(as: .confirmationDialog), titleVisibility: .visible
                ) {
                    actions
                } message: {
                    message
                }
        }

        /// A button per button of the question, each answering with its index.
        @ViewBuilder private var actions: some View {
            if let question {
                let choice = choice
                ForEach(question.buttons.indices, id: \.self) { index in
                    Button(question.buttons[index].title, role: Self.role(question.buttons[index].role)) {
                        choice.isChosen = true
                        question.userDidChoose(buttonAt: index)
                    }
                }
            }
        }

        @ViewBuilder private var message: some View {
            if let message = question?.message {
                Text(message)
            }
        }

        /// Whether the question shows with `style`; set to `false` (an alert's OK button, a tap
        /// outside a dialog, the system's cancel button) it dismisses the question, unless a
        /// button's action answered it.
        private func isPresented(as style: QuestionStyle) -> Binding<Bool> {
            let question = question
            let choice = choice
            let isShown = question?.style == style
            return Binding(
                get: { isShown },
                set: { isPresented in
                    guard !isPresented else { return }
                    MainActor.assumeIsolated {
                        guard !choice.isChosen else { return }
                        question?.userDidDismiss()
                    }
                })
        }

        private static func role(_ role: QuestionButtonRole?) -> ButtonRole? {
            switch role {
            case .cancel: .cancel
            case .destructive: .destructive
            case nil: nil
            }
        }
    }

    /// Whether the user chose a button of the question a presenter shows.
    @MainActor
    final class ButtonChoice {
        var isChosen = false
    }
#endif
