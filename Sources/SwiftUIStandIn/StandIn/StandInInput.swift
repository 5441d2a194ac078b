// Not part of SwiftUI: how the stand-in's renderer decides that a view's inputs are unchanged.

/// A view's stored properties (or a dynamic property's dependency) as the renderer compares them
/// between two renders, by the rule the README's "Body re-evaluation" section gives: an
/// `Equatable` value by `==`, a class instance by identity, a struct, tuple, optional, array or
/// enum field by field, and a closure, an `AnyView` or anything else the rule can't compare never
/// equal. `State`, `Environment` and `SceneStorage` properties are not inputs (the renderer
/// compares what they hold as dependencies); a `Binding` compares by the value it reads.
struct StandInInput: Equatable {
    private enum Kind {
        case value(any Equatable)
        case object(AnyObject)
        case fields([StandInInput])
        case enumCase(String, [StandInInput])
        /// Not an input: a dynamic property the renderer compares on its own.
        case ignored
        /// Never equal to anything, itself included: a closure, an `AnyView`.
        case unequal
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// An input that is equal to nothing, not even itself.
    static var unequal: StandInInput { StandInInput(.unequal) }
    /// A property that is no input (compared as a dependency instead).
    static var ignored: StandInInput { StandInInput(.ignored) }

    /// `value`'s input, compared by `==`.
    static func equatable(_ value: any Equatable) -> StandInInput {
        StandInInput(.value(value))
    }

    /// The input of `value`, read now.
    @MainActor
    init(of value: Any) {
        if let custom = value as? any StandInInputProviding {
            self = custom.standInInput
            return
        }
        if let equatable = value as? any Equatable {
            self.init(.value(equatable))
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class:
            self.init(.object(value as AnyObject))
        case .struct, .tuple, .optional, .collection:
            self.init(.fields(mirror.children.map { StandInInput(of: $0.value) }))
        case .enum:
            let payload = mirror.children.first
            self.init(
                .enumCase(
                    payload?.label ?? String(describing: value),
                    payload.map { [StandInInput(of: $0.value)] } ?? []))
        default:
            // A closure, a metatype, a dictionary or set of values that aren't Equatable.
            self.init(.unequal)
        }
    }

    static func == (lhs: StandInInput, rhs: StandInInput) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.ignored, .ignored):
            true
        case (.value(let left), .value(let right)):
            isEqual(left, right)
        case (.object(let left), .object(let right)):
            left === right
        case (.fields(let left), .fields(let right)):
            left == right
        case (.enumCase(let left, let leftPayload), .enumCase(let right, let rightPayload)):
            left == right && leftPayload == rightPayload
        default:
            false
        }
    }

    private static func isEqual(_ left: any Equatable, _ right: any Equatable) -> Bool {
        func compare<T: Equatable>(_ left: T) -> Bool {
            (right as? T).map { $0 == left } ?? false
        }
        return compare(left)
    }
}

/// A type that says itself what it is as a view input (a dynamic property, a binding, `AnyView`).
@MainActor
protocol StandInInputProviding {
    var standInInput: StandInInput { get }
}

extension AnyView: StandInInputProviding {
    /// SwiftUI can't see through the type eraser: an `AnyView` input always counts as changed.
    var standInInput: StandInInput { .unequal }
}

extension Binding: StandInInputProviding {
    /// A binding is an input through the value it reads.
    var standInInput: StandInInput {
        (wrappedValue as? any Equatable).map { .equatable($0) } ?? .unequal
    }
}

extension State: StandInInputProviding {
    var standInInput: StandInInput { .ignored }
}

extension Environment: StandInInputProviding {
    var standInInput: StandInInput { .ignored }
}

extension SceneStorage: StandInInputProviding {
    var standInInput: StandInInput { .ignored }
}
