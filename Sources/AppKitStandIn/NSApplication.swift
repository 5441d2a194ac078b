// A type-checking stand-in for the part of AppKit the SwiftUI example's macOS branch calls:
// real names, labels and availability (from Apple's AppKit pages, addresses below), nothing
// that behaves. Only the macOS build of this package (TRELLIS_STANDIN_OS=macOS) links it.

/// https://developer.apple.com/documentation/appkit/nsapplication (macOS 10.0)
@available(macOS 10.0, *)
@MainActor
open class NSApplication {
    /// https://developer.apple.com/documentation/appkit/nsapplication/activationpolicy-swift.enum
    /// (macOS 10.6)
    @available(macOS 10.6, *)
    public enum ActivationPolicy: Int, Sendable {
        case regular = 0
        case accessory = 1
        case prohibited = 2
    }

    /// https://developer.apple.com/documentation/appkit/nsapplication/shared (macOS 10.0)
    public static let shared = NSApplication()

    /// What the example last asked for, for a test to read.
    public private(set) var activationPolicy: ActivationPolicy = .prohibited

    public init() {}

    /// https://developer.apple.com/documentation/appkit/nsapplication/setactivationpolicy(_:)
    /// (macOS 10.6)
    @available(macOS 10.6, *)
    open func setActivationPolicy(_ activationPolicy: ActivationPolicy) -> Bool {
        self.activationPolicy = activationPolicy
        return true
    }

    /// https://developer.apple.com/documentation/appkit/nsapplication/activate() (macOS 14.0)
    @available(macOS 14.0, *)
    open func activate() {}
}
