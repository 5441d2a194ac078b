// Not part of SwiftUI: the stand-in's model of when SwiftUI evaluates a view's body, and its
// count. Nothing here exists in Apple's framework.

import Observation

/// The bodies a renderer evaluated, and what it keeps to decide whether the next render must
/// evaluate a body again (the README's "Body re-evaluation" gives the rule and its sources).
///
/// A view's body is evaluated when the view is new at its position, when an observable property
/// its last evaluation read changed (tracked with `withObservationTracking`), when a `State` it
/// holds was written or an environment value or scene-storage value it holds changed, or when
/// the view above it evaluated its body and passed it inputs that aren't equal to the last ones
/// (``StandInRenderer/render(_:)`` hands in a new root). Otherwise the last body is kept and
/// rendered again, so the views below it decide the same way.
///
///     let renderer = StandInRenderer()
///     renderer.render(ContentView(model: model))
///     renderer.bodyEvaluations.mark()
///     model.count += 1
///     renderer.update()
///     #expect(renderer.bodyEvaluations.sinceMark == ["CountView": 1])
@MainActor
public final class StandInBodyEvaluations {
    /// How many bodies the renderer has evaluated.
    public private(set) var total = 0
    /// The evaluations since the last ``mark()``, in order: each view's position, ending in its
    /// type's name.
    public private(set) var pathsSinceMark: [String] = []

    private var records: [StandInIdentity: Record] = [:]

    /// Called with the view's type as soon as a body has been evaluated, before the renderer
    /// records it: where a benchmark stops its clock at a given view's first body
    /// (`trellis-bench --first-frame`).
    public var onEvaluation: ((Any.Type) -> Void)?

    nonisolated init() {}

    /// Starts counting again from zero: ``sinceMark`` and ``pathsSinceMark`` are empty after it.
    public func mark() {
        pathsSinceMark = []
    }

    /// The evaluations since the last ``mark()``, by the name of the view's type.
    public var sinceMark: [String: Int] {
        pathsSinceMark.reduce(into: [:]) { counts, path in
            counts[String(path.split(separator: "/").last ?? ""), default: 0] += 1
        }
    }

    /// The body kept for `view` at `identity`, if nothing it depends on changed.
    func keptBody<V: View>(
        of view: V, at identity: StandInIdentity, dependencies: [StandInInput], parent: StandInParentUpdate
    ) -> V.Body? {
        guard let record = records[identity], let body = record.body as? V.Body,
            !record.invalidation.isInvalid, record.dependencies == dependencies
        else { return nil }
        switch parent {
        case .new:
            return nil
        case .reused:
            return body
        case .reevaluated:
            let inputs = StandInInput(of: view)
            guard inputs == record.inputs else { return nil }
            return body
        }
    }

    /// Evaluates `view`'s body at `identity`, tracking the observable properties it reads, and
    /// counts it.
    func evaluate<V: View>(_ view: V, at identity: StandInIdentity, dependencies: [StandInInput]) -> V.Body {
        let invalidation = Invalidation()
        let body = withObservationTracking {
            view.body
        } onChange: {
            invalidation.isInvalid = true
        }
        onEvaluation?(V.self)
        records[identity] = Record(
            body: body, inputs: StandInInput(of: view), dependencies: dependencies, invalidation: invalidation
        )
        total += 1
        pathsSinceMark.append(identity.appending(String(describing: V.self)).description)
        return body
    }

    /// Forgets the views for which `isGone` is true (a render did not visit them).
    func forget(where isGone: (StandInIdentity) -> Bool) {
        records = records.filter { !isGone($0.key) }
    }

    private struct Record {
        let body: Any
        let inputs: StandInInput
        let dependencies: [StandInInput]
        let invalidation: Invalidation
    }

    /// Set when an observable property the body read changes. Observation calls `onChange`
    /// where the property is written: the main actor, in the stand-in.
    private final class Invalidation: @unchecked Sendable {
        var isInvalid = false
    }
}

/// What the nearest view above with a body did in this render pass.
enum StandInParentUpdate {
    /// The view is handed in new (``StandInRenderer/render(_:)``): its body is evaluated.
    case new
    /// The view above evaluated its body: the view's inputs are compared with the last ones.
    case reevaluated
    /// The view above kept its body: the view's inputs are the same value as before.
    case reused
}
