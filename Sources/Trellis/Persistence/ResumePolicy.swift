import Foundation

/// When ``StateRestorationManager`` applies the state it finds in storage at launch.
public enum ResumePolicy: Sendable, Hashable {
    /// Always apply the saved state.
    case always
    /// Apply the saved state only if it was saved at most `minutes` minutes ago (by the
    /// manager's `now`); older state is left in storage, not applied, and replaced by the next
    /// save. A save time in the future (the device clock moved back) counts as recent.
    case timeLimited(minutes: Int)
    /// Apply nothing until the user answers: ``StateRestorationManager/isAwaitingRestoreConfirmation``
    /// becomes `true`, then ``StateRestorationManager/confirmRestore()`` applies the saved
    /// state and ``StateRestorationManager/declineRestore()`` discards it.
    case askUser

    /// What to do with a document saved at `savedAt`, at `now`.
    func decision(savedAt: Date, now: Date) -> ResumeDecision {
        switch self {
        case .always:
            .apply
        case .timeLimited(let minutes):
            now.timeIntervalSince(savedAt) <= TimeInterval(Swift.max(0, minutes)) * 60 ? .apply : .expired
        case .askUser:
            .ask
        }
    }
}

/// The outcome of ``ResumePolicy/decision(savedAt:now:)``.
enum ResumeDecision: Equatable {
    /// Apply the saved state now.
    case apply
    /// Too old: leave it unapplied.
    case expired
    /// Hold it until the user confirms or declines.
    case ask
}
