import Foundation

/// Where ``StateRestorationManager`` and ``FormDraftManager`` keep what they save.
///
/// ```swift
/// let manager = StateRestorationManager(storage: .file())                // the default
/// let preview = StateRestorationManager(storage: .userDefaults(suiteName: "group.app"))
/// ```
public enum StateStorageMethod: Sendable, Hashable {
    /// One JSON file per document in `directory`, replaced atomically (written to a temporary
    /// file that is flushed to disk, then renamed over the old one).
    ///
    /// The app state lives in `appState.json` (`appState-<scene>.json` for a scene), a
    /// standalone form draft in `formDraft-<formID>.json`, with every byte of the identifier
    /// outside `A–Z a–z 0–9 - _ .` written as `%XX`. A name that would be too long for the
    /// file system (over 208 bytes before `.json`) is shortened to its first 135 bytes, `~`
    /// and a SHA-256 of the whole name, so any identifier works and two never share a file.
    /// With `nil`, the directory is ``defaultDirectory``. The directory is created on the
    /// first write.
    ///
    /// Several processes may share the directory: a load always reads a complete document,
    /// the last complete write wins, and a load removes only the temporary files of writers
    /// that died.
    case file(directory: URL? = nil)

    /// One `Data` value per document in a UserDefaults suite (`nil`: `UserDefaults.standard`),
    /// under the key `Trellis.appState` (`Trellis.appState-<scene>` for a scene) or
    /// `Trellis.formDraft-<formID>`.
    case userDefaults(suiteName: String? = nil)

    /// One document per name in `archive`, which a UI keeps per scene (SwiftUI's
    /// `@SceneStorage`): each window its own state, discarded by the system with its scene. The
    /// archive holds what the scene kept when it is made, so a manager made after it resumes the
    /// scene where it was. See ``SceneStateArchive``.
    case scene(SceneStateArchive)

    /// The directory `.file()` uses: a `StateRestoration` folder inside the app's own folder
    /// of the platform's data directory.
    ///
    /// On Apple platforms that is `Application Support/<bundle identifier>/StateRestoration`;
    /// elsewhere `$XDG_DATA_HOME/<app>/StateRestoration`, or
    /// `~/.local/share/<app>/StateRestoration` when `XDG_DATA_HOME` is unset or not absolute.
    /// `<app>` is the bundle identifier, or the process name when there is none, so two apps
    /// sharing the data directory never read each other's state.
    public static var defaultDirectory: URL {
        let appFolder = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        return
            platformDataDirectory
            .appendingPathComponent(appFolder, isDirectory: true)
            .appendingPathComponent("StateRestoration", isDirectory: true)
    }

    /// The platform's per-user data directory, as Foundation names it on every platform: on
    /// Apple platforms the Application Support folder of the app's container; on Linux
    /// swift-corelibs-foundation answers `$XDG_DATA_HOME` when it is absolute, else
    /// `~/.local/share`. `NSHomeDirectory()` (every platform) backs the case where Foundation
    /// names none.
    private static var platformDataDirectory: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
            .appendingPathComponent(".local/share", isDirectory: true)
    }

    /// The store for the document called `name` (e.g. `appState`, `formDraft-compose`).
    ///
    /// `name` is made of fixed ASCII parts and ``escapedName(_:)`` output, so it is a safe
    /// file name part and a distinct defaults key for every distinct input; a file name is
    /// shortened by ``fileStem(forDocument:)`` when it would be too long.
    /// `now` dates the temporary files a load may clean up.
    @MainActor
    func makeStore(name: String, now: @escaping () -> Date) -> any StateStore {
        switch self {
        case .file(let directory):
            FileStore(
                directory: directory ?? Self.defaultDirectory,
                fileName: "\(Self.fileStem(forDocument: name)).json", now: now)
        case .userDefaults(let suiteName):
            DefaultsStore(suiteName: suiteName, key: "Trellis.\(name)")
        case .scene(let archive):
            SceneStore(archive: archive, name: name)
        }
    }

    /// The longest file name stem kept as it is: the temporary file a write goes through,
    /// `.<stem>.json.<UUID>.tmp`, is then at most 255 bytes, the name limit of common file
    /// systems (APFS, ext4, NTFS). 208 bytes.
    static let longestReadableStem = 255 - ".".utf8.count - ".json.".utf8.count - 36 - ".tmp".utf8.count

    /// The file name, without `.json`, of the document called `name`.
    ///
    /// A name of at most ``longestReadableStem`` bytes is used as it is, so every name that
    /// ever worked keeps finding its file. A longer one becomes its first 135 bytes (never
    /// half of a `%XX` escape), `~`, and the SHA-256 of the whole name in hexadecimal:
    /// 200 bytes, the same at every launch and on every platform. ``escapedName(_:)`` never
    /// writes `~`, so a shortened name never equals a readable one.
    static func fileStem(forDocument name: String) -> String {
        guard name.utf8.count > longestReadableStem else { return name }
        // `name` is ASCII (fixed parts and escapedName output): a Character is a byte.
        var prefix = name.prefix(135)
        if let percent = prefix.suffix(2).firstIndex(of: "%") {
            prefix = prefix[..<percent]
        }
        return "\(prefix)~\(SHA256.hexDigest(of: Data(name.utf8)))"
    }

    /// `identifier` with every byte outside `A–Z a–z 0–9 - _ .` written as `%XX`: a valid file
    /// name part on every platform, and different identifiers never share a name.
    static func escapedName(_ identifier: String) -> String {
        var escaped = ""
        for byte in identifier.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                UInt8(ascii: "."):
                escaped.append(Character(Unicode.Scalar(byte)))
            default:
                escaped += String(format: "%%%02X", byte)
            }
        }
        return escaped
    }
}
