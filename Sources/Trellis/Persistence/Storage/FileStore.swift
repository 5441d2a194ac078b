import Foundation  // which re-exports the C library (Darwin, Glibc, Musl): flock, open, fsync

/// A document kept in one file, replaced atomically: the bytes go to a temporary file in the
/// same directory, are flushed to disk, then renamed over the old file, so a crash leaves
/// either the old document or the new one, never half of one.
@MainActor
final class FileStore: StateStore {
    /// The directory holding the file; created on the first write.
    let directory: URL
    /// The file's name, e.g. `appState.json`.
    let fileName: String

    /// The current date, against which the age of a leftover temporary file is measured.
    let now: () -> Date
    /// Runs right after a write created its temporary file, before anything else: tests use
    /// it to let another process's load run at the worst moment.
    var onTemporaryFileCreated: ((String) -> Void)?
    /// Runs once a write holds its temporary file, before it writes the bytes: tests use it
    /// to let another process's load run in the middle of a write.
    var onTemporaryFileLocked: ((String) -> Void)?

    init(directory: URL, fileName: String, now: @escaping () -> Date = Date.init) {
        self.directory = directory
        self.fileName = fileName
        self.now = now
    }

    var url: URL { directory.appendingPathComponent(fileName, isDirectory: false) }

    var location: String { url.path }

    func read(limit: Int) throws(StoreReadError) -> Data? {
        removeStaleTemporaryFiles()
        let path = url.path
        var info = stat()
        guard stat(path, &info) == 0 else {
            // No file, or a path that cannot hold one (a parent is a regular file): nothing saved.
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .inaccessible(StoreCallError.current("stat(\(path))"))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .inaccessible(StoreCallError(call: "read(\(path)), not a regular file", code: .EISDIR))
        }
        let byteCount = Int(info.st_size)
        guard byteCount <= limit else { throw .tooLarge(byteCount: byteCount) }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .inaccessible(error)
        }
    }

    /// Deletes temporary files that writers which died left behind
    /// (`.appState.json.<UUID>.tmp`): the document itself is intact, the leftovers only take
    /// space. A file a live writer holds, in this process or another, is left alone (see
    /// ``TemporaryFileClaim``).
    private func removeStaleTemporaryFiles() {
        let prefix = ".\(fileName)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let path = directory.appendingPathComponent(name).path
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { continue }
            // Closing releases the lock the probe may have taken, after the unlink.
            defer { close(descriptor) }
            let probe = TemporaryFileClaim.probe(descriptor)
            let modified =
                (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
                ?? .distantFuture
            guard TemporaryFileClaim.isAbandoned(probe, modified: modified, now: now()),
                TemporaryFileClaim.path(path, names: descriptor)
            else { continue }
            unlink(path)
        }
    }

    func write(_ data: Data) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let (temporary, descriptor) = try createTemporaryFile()
        // The descriptor, and with it the claim on the temporary file, is kept until after the
        // rename, so no load removes the file in the middle of the write.
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
            close(descriptor)
        }
        try Self.writeAll(data, to: descriptor, path: temporary)
        guard fsync(descriptor) == 0 else { throw StoreCallError.current("fsync(\(temporary))") }
        guard rename(temporary, location) == 0 else {
            throw StoreCallError.current("rename(\(temporary) → \(location))")
        }
        renamed = true
    }

    /// Creates a temporary file next to the document and claims it; returns its path and an
    /// open descriptor holding the claim.
    ///
    /// Another process's load may remove the file between its creation and the claim: then
    /// it starts over with a new name, a few times at most.
    private func createTemporaryFile() throws -> (path: String, descriptor: Int32) {
        let attempts = 5
        for _ in 0..<attempts {
            let temporary = directory.appendingPathComponent(".\(fileName).\(UUID().uuidString).tmp").path
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw StoreCallError.current("open(\(temporary))") }
            onTemporaryFileCreated?(temporary)
            // `.unclaimed` means the claim is now ours; `.unsupported` leaves the age rule.
            if TemporaryFileClaim.probe(descriptor) != .claimed,
                TemporaryFileClaim.path(temporary, names: descriptor)
            {
                onTemporaryFileLocked?(temporary)
                return (temporary, descriptor)
            }
            // A load is removing it, or has: the name may already be gone.
            unlink(temporary)
            close(descriptor)
        }
        throw StoreCallError(
            call: "open(.\(fileName).<UUID>.tmp in \(directory.path)), removed by another process "
                + "\(attempts) times in a row",
            code: .EAGAIN)
    }

    func remove() throws {
        guard unlink(location) == 0 || errno == ENOENT || errno == ENOTDIR else {
            throw StoreCallError.current("unlink(\(location))")
        }
    }

    func moveAside(stamp: String) throws -> String {
        let stem = (fileName as NSString).deletingPathExtension
        let pathExtension = (fileName as NSString).pathExtension
        let suffix = pathExtension.isEmpty ? "" : ".\(pathExtension)"
        var candidate = directory.appendingPathComponent("\(stem).corrupt-\(stamp)\(suffix)").path
        var attempt = 1
        while FileManager.default.fileExists(atPath: candidate) {
            attempt += 1
            candidate = directory.appendingPathComponent("\(stem).corrupt-\(stamp)-\(attempt)\(suffix)").path
        }
        guard rename(location, candidate) == 0 else {
            throw StoreCallError.current("rename(\(location) → \(candidate))")
        }
        return candidate
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(
                    descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw StoreCallError.current("write(\(path))")
                }
                offset += written
            }
        }
    }
}

/// The C `write(2)`, which the store's own `write(_:)` hides inside the class.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
