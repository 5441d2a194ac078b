import SwiftUI

/// Records what actions ran, in order.
@MainActor
final class ActionLog {
    var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }
}

/// A button that counts its taps in `@State`.
struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

/// A `Counter` whose identity is `id`.
struct IdentifiedCounter: View {
    let id: Int

    var body: some View {
        Counter().id(id)
    }
}

struct ThemeKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

/// Shows the environment's theme and scene phase.
struct EnvironmentReader: View {
    @Environment(\.theme) private var theme
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text("theme \(theme), phase \(scenePhase)")
    }
}

enum Route: Hashable {
    case detail(Int)
    case settings
}

/// Where the navigation fixture keeps its path, as a coordinator would.
@MainActor
final class PathModel {
    var path: [Route]

    init(path: [Route]) {
        self.path = path
    }
}

/// A stack whose path binding reads and writes a main-actor model, with `@Sendable` closures.
struct StackHost: View {
    let model: PathModel

    var body: some View {
        let model = model
        NavigationStack(
            path: Binding(
                get: { MainActor.assumeIsolated { model.path } },
                set: { path in MainActor.assumeIsolated { model.path = path } }
            )
        ) {
            List {
                Text("Home")
            }
            .navigationDestination(for: Route.self) { route in
                RouteView(route: route)
            }
        }
    }
}

struct RouteView: View {
    let route: Route

    var body: some View {
        switch route {
        case .detail(let number): Text("Detail \(number)")
        case .settings: Counter()
        }
    }
}

struct SheetItem: Identifiable, Hashable {
    let id: String
}

/// Presents `SheetItem`s in a sheet and logs dismissals.
struct SheetHost: View {
    let log: ActionLog
    @State private var item: SheetItem? = SheetItem(id: "first")

    var body: some View {
        Text("Host")
            .sheet(item: $item, onDismiss: recordDismissal) { item in
                Text("Sheet \(item.id)")
                Button("Next") { self.item = SheetItem(id: "second") }
            }
    }

    private func recordDismissal() {
        log.record("dismissed")
    }
}

/// Two tabs selected through `@State`.
struct TabsHost: View {
    @State private var selection = "home"

    var body: some View {
        TabView(selection: $selection) {
            Text("Home screen")
                .tabItem { Text("Home") }
                .tag("home")
            Counter()
                .tabItem { Text("Settings") }
                .tag("settings")
        }
    }
}

/// Logs changes of `value` with both `onChange` forms.
struct ChangeWatcher: View {
    let value: Int
    let log: ActionLog

    var body: some View {
        Text("\(value)")
            .onChange(of: value, initial: true) { old, new in log.record("\(old)->\(new)") }
            .onChange(of: value) { log.record("changed") }
    }
}

/// Shows a logged `onAppear` child while `isShown`.
struct AppearHost: View {
    let isShown: Bool
    let log: ActionLog

    var body: some View {
        if isShown {
            Text("Shown").onAppear { log.record("appeared") }
        } else {
            Text("Hidden")
        }
    }
}

/// A view whose text runs a task that reports when it starts and when it is cancelled.
struct TaskHost: View {
    let isShown: Bool
    let events: AsyncStream<String>.Continuation

    var body: some View {
        if isShown {
            Text("Loading").task {
                events.yield("started")
                do {
                    try await Task.sleep(for: .seconds(3600))
                } catch {
                    events.yield(Task.isCancelled ? "cancelled" : "failed")
                }
            }
        } else {
            Text("Hidden")
        }
    }
}
