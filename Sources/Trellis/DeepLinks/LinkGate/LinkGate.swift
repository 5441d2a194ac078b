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
    public private(set) var heldLink: Link?

    /// The most recent storage failure of a gate made with storage, or `nil`; a later
    /// successful write of its held link clears it.
    ///
    /// A failure never loses the link in memory: the gate still holds it and applies it when
    /// opened; only a relaunch would not find it.
    public internal(set) var lastError: PersistenceError?
    /// Called with each storage failure of this gate as it happens, after ``lastError`` is set
    /// and before ``PersistenceDiagnostics/handler``; `nil` (the default) calls nothing.
    ///
    /// It is set after the gate exists, so what the initializer found (a damaged file moved
    /// aside, a link from a newer version) is in ``lastError`` by then, not reported here.
    public var onError: (@MainActor (PersistenceError) -> Void)?

    private let apply: @MainActor (Link) -> Void
    /// The stored side, for a gate made with a name and storage; tests lower its size limit.
    private(set) var storage: HeldLinkStorage?

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
            storage?.hold()
        }
    }

    /// Opens the gate and applies the held link, if any (once: it is no longer held).
    public func open() {
        isOpen = true
        guard let link = heldLink else { return }
        heldLink = nil
        storage?.release(discarding: false)
        apply(link)
    }

    /// Closes the gate: links that arrive from now on are held.
    public func close() {
        isOpen = false
    }

    /// Drops the held link without applying it; with storage, the stored link goes too
    /// (also one from a newer version that this gate could not read).
    public func discardHeldLink() {
        heldLink = nil
        storage?.release(discarding: true)
    }

}

/// Storage failures are reported as the managers report theirs.
extension LinkGate: PersistenceReporting {}

extension LinkGate where Link: Codable & Sendable {
    /// A gate whose held link survives a relaunch: it is written to `storage` while held
    /// (as `heldLink-<name>`), read back here, and removed once applied or discarded.
    ///
    /// Storage failures never lose the link in memory and are reported as the managers
    /// report theirs: in ``lastError``, to ``onError`` and to
    /// ``PersistenceDiagnostics/handler``, as a ``PersistenceError``. A link that can't be
    /// written (storage unreachable, or its document over the 16 MiB limit every stored
    /// document has) stays held and is applied on ``open()``, but a relaunch won't find it;
    /// the older link it replaced is removed from storage, so a relaunch never applies that
    /// one instead. A damaged file is moved aside and reported, a link from a newer version
    /// is left untouched and reported.
    ///
    /// Gates made with the same name and storage in one process share the stored link:
    /// storage holds the newest link one of them still holds, so a gate that applies its link
    /// never takes another gate's from storage. A stored link that two gates read at launch
    /// is gone from storage once one of them applies or discards it.
    public convenience init(
        name: String, storage: StateStorageMethod, isOpen: Bool = false,
        apply: @escaping @MainActor (Link) -> Void
    ) {
        self.init(isOpen: isOpen, apply: apply)
        let documents = DocumentStorage(
            store: storage.makeStore(
                name: "heldLink-\(StateStorageMethod.escapedName(name))", now: Date.init),
            now: Date.init)
        reportFailures(of: documents)
        heldLink = documents.load(HeldLinkDocument<Link>.decode)?.link
        let stored = HeldLinkStorage(documents: documents) { [weak self] in
            guard let self, let link = heldLink else { return false }
            guard documents.write(HeldLinkDocument(link: link)) else { return false }
            lastError = nil
            return true
        }
        stored.join(loadedLink: heldLink != nil)
        self.storage = stored
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
