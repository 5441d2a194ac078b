// Not part of SwiftUI: the stand-in's test hooks. Nothing here exists in Apple's framework.

import Foundation

/// Renders a view into a tree of `StandInNode`s, keeping view state between renders.
///
/// Each `render(_:)` evaluates bodies recursively, installs the environment into `@Environment`
/// properties and kept storage into `@State` properties first (found with `Mirror`, as SwiftUI
/// finds dynamic properties), then, after the tree is complete, runs the `onAppear` and
/// `onChange` actions the render triggered, in tree order. A presentation the render removed is
/// dismissing until ``finishTransitions()``, the end of its dismissal animation, which runs its
/// `onDismiss`: renders before it are updates made while the dismissal animates.
///
/// Identity is the stand-in's model, not a claim about SwiftUI: a view is the same view between
/// renders when it sits at the same structural position (the path of child positions, `if`/`else`
/// branches, `ForEach` element ids, presented item ids and `.id(_:)` values) with the same type.
/// State of views missing from a render is discarded; a changed `.id(_:)` therefore resets it.
///
///     let renderer = StandInRenderer()
///     var tree = renderer.render(ContentView(model: model))
///     tree.first(StandInPresentationNode.self)?.dismiss()
///     tree = renderer.render(ContentView(model: model))  // the sheet is gone, still dismissing
///     renderer.finishTransitions()                        // its onDismiss runs
@MainActor
public final class StandInRenderer {
    /// The environment the root view renders in.
    public var environment: EnvironmentValues
    /// The runtime warnings SwiftUI would print, in the order the renders raised them (a
    /// presentation dropped because its update already presented something new).
    public private(set) var runtimeWarnings: [String] = []

    private var storage: [StandInStorageKey: AnyObject] = [:]
    private var lastValues: [StandInStorageKey: Any] = [:]
    private var appeared: Set<StandInIdentity> = []
    /// The `onDisappear` actions of the views the last render had.
    private var disappearActions: [StandInIdentity: () -> Void] = [:]
    private var openURLActions: [(URL) -> Void] = []
    /// The last root rendered, for ``update()``.
    private var lastRoot: ((StandInRenderPass, StandInContext) -> [StandInNode])?
    /// The presentations renders removed whose dismissal has not finished, in the order they
    /// went away.
    private var dismissals: [StandInDismissal] = []

    /// The bodies this renderer evaluated and the bodies it kept, by view: what SwiftUI
    /// re-evaluates after a change (see the README's "Body re-evaluation").
    public let bodyEvaluations = StandInBodyEvaluations()

    /// The values the scene's `@SceneStorage` properties keep.
    public let sceneStorage: StandInSceneStorage

    /// Creates a renderer whose root view sees `environment`: one scene, whose `@SceneStorage`
    /// values are `sceneStorage`'s (pass a previous renderer's to recreate its scene).
    public init(
        environment: EnvironmentValues = EnvironmentValues(),
        sceneStorage: StandInSceneStorage = StandInSceneStorage()
    ) {
        self.environment = environment
        self.sceneStorage = sceneStorage
    }

    /// Renders `view` and returns the root of the rendered tree.
    ///
    /// Rendering a view of the same type again keeps its state, as SwiftUI keeps a view's state
    /// when its parent re-evaluates it.
    ///
    /// The view handed in is new: the first views with a body on the way down (the root, unless
    /// it is a built-in view) are evaluated; below them, a body is evaluated only as SwiftUI
    /// decides it (see ``bodyEvaluations``). To model SwiftUI's next update of the same root,
    /// call ``update()``.
    @discardableResult
    public func render<V: View>(_ view: V) -> StandInNode {
        let root: (StandInRenderPass, StandInContext) -> [StandInNode] = { pass, context in
            pass.render(view, in: context)
        }
        lastRoot = root
        return performPass(root, parent: .new)
    }

    /// Renders the windows of `scene` (an app's body): one `WindowGroup` slot per window group.
    @discardableResult
    public func render<S: Scene>(scene: S) -> StandInNode {
        let root: (StandInRenderPass, StandInContext) -> [StandInNode] = { pass, context in
            pass.renderScene(scene, in: context)
        }
        lastRoot = root
        return performPass(root, parent: .new)
    }

    /// Renders the last rendered root again, as SwiftUI's next update does after a change: the
    /// root view is the same value, so only the bodies whose dependencies changed (observable
    /// properties they read, their `State`, the environment values they read) are evaluated,
    /// and below them the views their new bodies pass inputs that aren't equal.
    @discardableResult
    public func update() -> StandInNode {
        guard let lastRoot else { return StandInNode(identity: StandInIdentity(), children: []) }
        return performPass(lastRoot, parent: .reused)
    }

    /// The presentations that went away in a render and are still dismissing (their animation
    /// has not ended: ``finishTransitions()``), in the order they went away, each as its style and
    /// item id: `sheet (item 7)`.
    public var dismissalsInProgress: [String] {
        dismissals.map(\.description)
    }

    /// Ends the transitions under way, as the end of their animations does on a device: each
    /// presentation a render removed (its item cleared, by a swipe down or by code, or changed)
    /// finishes its dismissal, and its `onDismiss` runs, in the order they went away.
    ///
    /// SwiftUI calls a sheet's or a cover's `onDismiss` once the dismissal is over, and updates
    /// the views in between; the stand-in leaves the moment to the test, so any number of
    /// ``update()``s and ``render(_:)``s can come between the render that removed a presentation
    /// and its `onDismiss` (see the README's "Links, pops and dismissals"). Nothing is rendered
    /// here: render again to see what the actions changed.
    ///
    ///     tree.first(StandInPresentationNode.self)?.dismiss()  // the swipe writes the binding
    ///     renderer.update()                                   // the sheet is gone
    ///     renderer.update()                                   // an update while it animates
    ///     renderer.finishTransitions()                        // onDismiss runs
    public func finishTransitions() {
        // An onDismiss that changes state renders nothing, so no dismissal begins in the loop;
        // the loop takes whatever is there when it starts again all the same.
        while !dismissals.isEmpty {
            let finished = dismissals
            dismissals = []
            for dismissal in finished {
                dismissal.onDismiss()
            }
        }
    }

    /// Lets the window settle, as the device does after a change: an ``update()``, then
    /// ``finishTransitions()``, again until an update evaluates no body and no dismissal was
    /// animating, at most `limit` times. Returns the bodies evaluated meanwhile, by view type
    /// (``bodyEvaluations``, from a new mark).
    @discardableResult
    public func settle(limit: Int = 6) -> [String: Int] {
        bodyEvaluations.mark()
        for _ in 0..<limit {
            let before = bodyEvaluations.total
            update()
            let wasDismissing = !dismissalsInProgress.isEmpty
            finishTransitions()
            if bodyEvaluations.total == before && !wasDismissing { break }
        }
        return bodyEvaluations.sinceMark
    }

    /// Runs one render pass: renders, forgets what the pass did not visit, then runs its actions.
    private func performPass(
        _ render: (StandInRenderPass, StandInContext) -> [StandInNode], parent: StandInParentUpdate
    ) -> StandInNode {
        let pass = StandInRenderPass(renderer: self)
        var context = StandInContext(identity: StandInIdentity(), environment: environment, pass: pass)
        context.parent = parent
        let root = StandInNode(identity: context.identity, children: render(pass, context))
        storage = storage.filter { pass.visited.contains($0.key.identity) }
        lastValues = lastValues.filter { pass.visited.contains($0.key.identity) }
        bodyEvaluations.forget { !pass.visited.contains($0) }
        appeared = pass.appeared
        openURLActions = pass.openURLActions
        // The views the last render had and this one has not disappeared.
        let disappeared = disappearActions.filter { pass.disappearActions[$0.key] == nil }
        disappearActions = pass.disappearActions
        for (_, action) in disappeared.sorted(by: { "\($0.key)" < "\($1.key)" }) {
            action()
        }
        dismissals += pass.dismissals
        for action in pass.deferredActions {
            action()
        }
        return root
    }

    /// Delivers `url` as the system delivers a link the app is asked to open (a custom-scheme URL
    /// or a universal link): to the `onOpenURL` actions of the last render, in tree order.
    ///
    /// SwiftUI routes a URL to one scene and calls the `onOpenURL` actions in it; the order
    /// between several actions in one scene is not documented, so a test should not rely on it.
    public func openURL(_ url: URL) {
        for action in openURLActions {
            action(url)
        }
    }

    fileprivate func storage(for key: StandInStorageKey, make: () -> AnyObject) -> AnyObject {
        if let kept = storage[key] {
            return kept
        }
        let made = make()
        storage[key] = made
        return made
    }

    fileprivate func exchangeLastValue(_ value: Any, for key: StandInStorageKey) -> Any? {
        defer { lastValues[key] = value }
        return lastValues[key]
    }

    fileprivate func hadAppeared(_ identity: StandInIdentity) -> Bool {
        appeared.contains(identity)
    }

    func warn(_ message: String) {
        runtimeWarnings.append(message)
    }
}

/// A view's structural position: the path of components from the root.
struct StandInIdentity: Hashable, CustomStringConvertible {
    var components: [AnyHashable] = []

    func appending(_ component: AnyHashable) -> StandInIdentity {
        StandInIdentity(components: components + [component])
    }

    var description: String {
        "/" + components.map { "\($0.base)" }.joined(separator: "/")
    }
}

/// A presentation that went away and is still dismissing: what it was, and the `onDismiss` its
/// dismissal runs when it finishes (the one of the render that removed it).
struct StandInDismissal {
    let description: String
    let onDismiss: () -> Void
}

/// Where a renderer keeps one thing for one view: a `@State`'s storage, an `onChange` value.
struct StandInStorageKey: Hashable {
    let identity: StandInIdentity
    let name: String
}

/// What a view renders in: its identity, its environment, the enclosing navigation stack's
/// destinations and the render pass.
@MainActor
struct StandInContext {
    var identity: StandInIdentity
    var environment: EnvironmentValues
    var destinations: StandInDestinationRegistry?
    /// The enclosing navigation stack's path, which a `NavigationLink(value:)` appends to.
    var navigationPath: StandInErasedPath?
    /// Whether the nearest view above with a body evaluated it in this pass.
    var parent: StandInParentUpdate = .reevaluated
    let pass: StandInRenderPass

    init(identity: StandInIdentity, environment: EnvironmentValues, pass: StandInRenderPass) {
        self.identity = identity
        self.environment = environment
        self.pass = pass
    }

    func appending(_ component: AnyHashable) -> StandInContext {
        var context = self
        context.identity = identity.appending(component)
        return context
    }

    /// Renders `view` one level below this context's position.
    func render(_ view: any View, at component: AnyHashable) -> [StandInNode] {
        pass.render(view, in: appending(component))
    }

    /// Returns the storage kept for `name` at this position, or keeps `make()`'s.
    func storage<T: AnyObject>(_ name: String, make: () -> T) -> T {
        pass.renderer.storage(for: StandInStorageKey(identity: identity, name: name), make: make) as! T
    }

    /// Records `value` for `name` at this position and returns the value the last render recorded.
    func exchangeLastValue(_ value: Any, for name: String) -> Any? {
        pass.renderer.exchangeLastValue(value, for: StandInStorageKey(identity: identity, name: name))
    }

    /// Runs `action` once the render is complete.
    func afterRender(_ action: @escaping () -> Void) {
        pass.deferredActions.append(action)
    }

    /// Records that the presentation `description` went away in this render: its dismissal
    /// animates until ``StandInRenderer/finishTransitions()``, which runs `onDismiss`.
    func beginDismissal(of description: String, onDismiss: @escaping () -> Void) {
        pass.dismissals.append(StandInDismissal(description: description, onDismiss: onDismiss))
    }

    /// A presentation whose dismissal began in this render or is still under way (its
    /// animation has not ended), if any.
    var dismissalUnderWay: String? {
        pass.dismissals.first?.description ?? pass.renderer.dismissalsInProgress.first
    }

    /// Whether the presentation `description` shown in this render is dropped (with a runtime
    /// warning): one the last render showed keeps its verdict (`shownBefore`, whether it was
    /// dropped); a new one is dropped when this update already presents something new, or,
    /// when `heldByDismissals`, while a presentation is being dismissed. One not dropped is
    /// this update's new presentation.
    func dropsPresentation(_ description: String, shownBefore: Bool?, heldByDismissals: Bool) -> Bool {
        if let shownBefore { return shownBefore }
        if let applied = pass.newPresentation {
            warn(
                "Attempt to present \(description) at \(identity) in the update that presents \(applied): "
                    + "the presentation is dropped.")
            return true
        }
        if heldByDismissals, let dismissing = dismissalUnderWay {
            warn(
                "Attempt to present \(description) at \(identity) while \(dismissing) is being dismissed: "
                    + "the presentation is dropped.")
            return true
        }
        pass.newPresentation = description
        return false
    }

    /// Prints a runtime warning, as SwiftUI does in the console (``StandInRenderer/runtimeWarnings``).
    func warn(_ message: String) {
        pass.renderer.warn(message)
    }

    /// Whether the view at this position was on screen in the last render (for `onAppear`).
    /// Registers `action` to run after the first render without this view.
    func onDisappear(_ action: @escaping () -> Void) {
        pass.disappearActions[identity] = action
    }

    func markAppeared() -> Bool {
        pass.appeared.insert(identity)
        return pass.renderer.hadAppeared(identity)
    }
}

/// A view the renderer does not evaluate the body of: it makes its nodes itself.
@MainActor
protocol StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode]
}

/// A scene the renderer does not evaluate the body of: it makes its nodes itself.
@MainActor
protocol StandInScenePrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode]
}

/// One call of `StandInRenderer.render(_:)`.
@MainActor
final class StandInRenderPass {
    let renderer: StandInRenderer
    var visited: Set<StandInIdentity> = []
    var appeared: Set<StandInIdentity> = []
    var disappearActions: [StandInIdentity: () -> Void] = [:]
    var deferredActions: [() -> Void] = []
    /// The presentations this pass removed, in tree order.
    var dismissals: [StandInDismissal] = []
    var openURLActions: [(URL) -> Void] = []
    /// The presentation this pass applied that the last pass did not show, if any: an update
    /// presents at most one (`sheet(item:)`, `fullScreenCover(item:)`, `popover(item:)`, an
    /// alert or a confirmation dialog).
    var newPresentation: String?

    init(renderer: StandInRenderer) {
        self.renderer = renderer
    }

    func render(_ view: any View, in context: StandInContext) -> [StandInNode] {
        visited.insert(context.identity)
        if let primitive = view as? any StandInPrimitive {
            return primitive.makeNodes(in: context)
        }
        return renderComposite(view, in: context)
    }

    func renderScene(_ scene: any Scene, in context: StandInContext) -> [StandInNode] {
        visited.insert(context.identity)
        if let primitive = scene as? any StandInScenePrimitive {
            return primitive.makeNodes(in: context)
        }
        return renderCompositeScene(scene, in: context)
    }

    private func renderCompositeScene<S: Scene>(_ scene: S, in context: StandInContext) -> [StandInNode] {
        let typeName = String(describing: S.self)
        let children = renderScene(scene.body, in: context.appending(typeName))
        return [StandInViewNode(identity: context.identity, typeName: typeName, children: children)]
    }

    private func renderComposite<V: View>(_ view: V, in context: StandInContext) -> [StandInNode] {
        let typeName = String(describing: V.self)
        var dependencies: [StandInInput] = []
        for property in Mirror(reflecting: view).children {
            guard let installable = property.value as? any StandInInstallable else { continue }
            let key = StandInStorageKey(
                identity: context.identity, name: "\(typeName).\(property.label ?? "_")")
            dependencies.append(
                installable.install(
                    StandInInstallation(
                        environment: context.environment, scene: renderer.sceneStorage,
                        storage: { make in self.renderer.storage(for: key, make: make) }
                    )))
        }
        var inner = context.appending(typeName)
        let body: V.Body
        if let kept = renderer.bodyEvaluations.keptBody(
            of: view, at: context.identity, dependencies: dependencies, parent: context.parent)
        {
            body = kept
            inner.parent = .reused
        } else {
            body = renderer.bodyEvaluations.evaluate(view, at: context.identity, dependencies: dependencies)
            inner.parent = .reevaluated
        }
        let children = render(body, in: inner)
        return [StandInViewNode(identity: context.identity, typeName: typeName, children: children)]
    }
}
