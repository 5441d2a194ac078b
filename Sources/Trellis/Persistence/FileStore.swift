import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A document kept in one file, replaced atomically: the bytes go to a temporary file in the
/// same directory, are flushed to disk, then renamed over the old file, so a crash leaves
/// either the old document or the new one, never half of one.
@MainActor
final class FileStore: StateStore {
    /// The directory holding the file; created on the first write.
    let directory: URL
    /// The file's name, e.g. `appState.json`.
    let fileName: String

    init(directory: URL, fileName: String) {
        self.directory = directory
        self.fileName = fileName
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

    /// Deletes temporary files a killed writer left behind (`.appState.json.<UUID>.tmp`): the
    /// document itself is intact, the leftovers only take space. One process owns a state file.
    private func removeStaleTemporaryFiles() {
        let prefix = ".\(fileName)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            unlink(directory.appendingPathComponent(name).path)
        }
    }

    func write(_ data: Data) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(fileName).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StoreCallError.current("open(\(temporary))") }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do {
            try Self.writeAll(data, to: descriptor, path: temporary)
            guard fsync(descriptor) == 0 else { throw StoreCallError.current("fsync(\(temporary))") }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw StoreCallError.current("close(\(temporary))") }
        guard rename(temporary, location) == 0 else {
            throw StoreCallError.current("rename(\(temporary) → \(location))")
        }
        renamed = true
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
