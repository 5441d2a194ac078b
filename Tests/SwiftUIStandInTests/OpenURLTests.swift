import Foundation
import SwiftUI
import Testing

/// `onOpenURL` on a plain view: the renderer delivers a URL to the actions of its last render.
@MainActor
@Suite("Opening URLs")
struct OpenURLTests {
    private final class Log {
        var lines: [String] = []
    }

    private struct Links: View {
        let log: Log
        let showsDetail: Bool

        var body: some View {
            Group {
                Text("Home").onOpenURL { log.lines.append("home \($0.absoluteString)") }
                if showsDetail {
                    Text("Detail").onOpenURL { log.lines.append("detail \($0.absoluteString)") }
                }
            }
        }
    }

    @Test("A URL reaches every onOpenURL action of the last render, and only those")
    func deliversToTheLastRender() throws {
        let log = Log()
        let renderer = StandInRenderer()
        let url = try #require(URL(string: "app://item/7"))
        renderer.render(Links(log: log, showsDetail: true))
        renderer.openURL(url)
        #expect(log.lines == ["home app://item/7", "detail app://item/7"])

        renderer.render(Links(log: log, showsDetail: false))
        renderer.openURL(url)
        #expect(log.lines == ["home app://item/7", "detail app://item/7", "home app://item/7"])
    }

    @Test("Before any render, a URL reaches nothing")
    func nothingBeforeARender() throws {
        let renderer = StandInRenderer()
        renderer.openURL(try #require(URL(string: "app://item/7")))
    }
}
