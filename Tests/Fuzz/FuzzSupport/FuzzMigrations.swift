import Foundation
import Trellis

// Destination migrations of the fuzzers' app: what a release with a hostile migration does to the
// snapshots and state files the fuzzers feed in. A feed author's stored name decides, so that
// the mutator (with the words in the dictionaries) reaches each: `throw…` throws (an app bug),
// `drop…` drops the destination, `replace…` replaces it, `slow…` does a lot of work first and keeps
// it. Every other destination is kept. The restore harness's checks hold whatever the migration
// does: the same input restores over a navigated tree as into a fresh one, and what it gave
// round-trips.

extension FeedFlow: MigratingCoordinator {
    struct MigrationBug: Error, CustomStringConvertible {
        var name: String
        var description: String { "the migration of .author(name: \(name)) threw" }
    }

    static func migrate(_ stored: StoredDestination) throws -> DestinationMigration<Destinations> {
        guard stored.caseName == "author", let name = try? stored.decodePayload(String.self, forKey: "name")
        else { return .keep }
        if name.hasPrefix("throw") { throw MigrationBug(name: name) }
        if name.hasPrefix("drop") { return .drop }
        if name.hasPrefix("replace") { return .replace(.author(name: "replaced")) }
        if name.hasPrefix("slow") {
            // Work that takes a while (a hash of the payload, 2,000 rounds), then keep.
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for _ in 0..<2_000 {
                for byte in stored.json { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            }
            if hash == 0 { return .drop }
        }
        return .keep
    }
}
