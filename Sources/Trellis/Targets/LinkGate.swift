import Foundation

/// Holds a deep link that arrives while the app can't follow it yet (signed out, onboarding)
/// and applies it when the app opens the gate.
///
/// A link received while the gate is open is applied at once. While it is closed, the gate
/// holds the newest link (a newer one replaces an older one) and applies it when
/// ``open()`` is called. A held link is kept in memory only, unless the gate is made with
/// storage: then it survives a relaunch (for `Codable` and `Sendable` links, such as a `URL`).
///
/// ```swift
/// let links = LinkGate<URL> { url in
///     if let target = try? router.target(for: url) { app.navigate(to: target) }
/// }
/// links.receive(url)      // signed out: held
/// // … the user signs in …
/// links.open()            // the held link is applied now
/// ```
@MainActor
public final class LinkGate<Link> {
    /// Whether links are applied as they arrive.
    public private(set) var isOpen: Bool
    /// The link waiting for the gate to open, if any.
    public private(set) var heldLink: Link? {
        didSet { persist?(heldLink) }
    }

    private let apply: @MainActor (Link) -> Void
    private var persist: (@MainActor (Link?) -> Void)?

    /// A gate that applies each link with `apply`; closed (holding links) unless `isOpen`.
    public init(isOpen: Bool = false, apply: @escaping @MainActor (Link) -> Void) {
        self.isOpen = isOpen
        self.apply = apply
    }

    /// Applies `link` now when the gate is open; otherwise holds it, replacing any link held
    /// before.
    public func receive(_ link: Link) {
        if isOpen {
            apply(link)
        } else {
            heldLink = link
        }
    }

    /// Opens the gate and applies the held link, if any (once: it is no longer held).
    public func open() {
        isOpen = true
        guard let link = heldLink else { return }
        heldLink = nil
        apply(link)
    }

    /// Closes the gate: links that arrive from now on are held.
    public func close() {
        isOpen = false
    }

    /// Drops the held link without applying it.
    public func discardHeldLink() {
        heldLink = nil
    }
}

extension LinkGate where Link: Codable & Sendable {
    /// A gate whose held link survives a relaunch: it is written to `storage` while held
    /// (as `heldLink-<name>`), read back here, and removed once applied or discarded.
    ///
    /// Storage failures are not fatal: a link that can't be written or read is simply not
    /// kept across the relaunch (a damaged file is moved aside, as the managers do).
    public convenience init(
        name: String, storage: StateStorageMethod, isOpen: Bool = false,
        apply: @escaping @MainActor (Link) -> Void
    ) {
        self.init(isOpen: isOpen, apply: apply)
        let documents = DocumentStorage(
            store: storage.makeStore(
                name: "heldLink-\(StateStorageMethod.escapedName(name))", now: Date.init),
            now: Date.init)
        heldLink = documents.load(HeldLinkDocument<Link>.decode)?.link
        persist = { link in
            if let link {
                _ = documents.write(HeldLinkDocument(link: link))
            } else {
                _ = documents.remove()
            }
        }
        if isOpen { open() }
    }
}

/// A held link as stored.
struct HeldLinkDocument<Link: Codable>: Codable {
    static var currentFormatVersion: Int { 1 }

    var formatVersion = currentFormatVersion
    var link: Link

    static func decode(_ data: Data) throws(DocumentRejection) -> HeldLinkDocument {
        let header = try DocumentCoding.decodeDocument(DocumentHeader.self, from: data)
        try header.checkFormat(supported: currentFormatVersion)
        return try DocumentCoding.decodeDocument(HeldLinkDocument.self, from: data)
    }
}
