import Foundation
import ShopExample
import SwiftUI
import Testing
import Trellis

@testable import ShopSwiftUI

@MainActor
@Suite("Shop SwiftUI app")
struct ShopSessionTests {
    @Test func probe() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = ShopSession(storage: .file(directory: directory))
        let renderer = StandInRenderer()
        let tree = renderer.render(ShopRootView(session: session))
        print(tree.dump())
        print(session.app.debugHierarchy())
    }
}
