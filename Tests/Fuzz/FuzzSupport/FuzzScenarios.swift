import Foundation
import Trellis

/// Counts how often each registered `onDismiss` callback fired.
@MainActor
final class DismissLedger {
    private(set) var counts: [Int] = []

    /// A new callback to pass as `onDismiss`.
    func callback() -> @MainActor () -> Void {
        let id = counts.count
        counts.append(0)
        return { [weak self] in self?.counts[id] += 1 }
    }
}

/// Named navigation sessions over ``FuzzApp``: the seed corpus is their snapshots, and the
/// harness restores over one of them to check that a restore replaces a navigated tree.
@MainActor
enum FuzzScenarios {
    typealias Scenario = (name: String, navigate: @MainActor (FuzzApp, DismissLedger) -> Void)

    static let all: [Scenario] = [
        ("fresh", { _, _ in }),
        ("onboarding", onboarding),
        ("feed", feed),
        ("deep-threads", deepThreads),
        ("all-tabs", allTabs),
        ("modals", modals),
        ("excluded", excluded),
        ("share", share),
        ("reshaped-tabs", reshapedTabs),
        ("empty-tabs", emptyTabs),
        ("unicode", unicode),
        ("payloads", payloads),
        ("migrations", migrations),
        ("busy", busy),
        ("tabs-10000", tenThousandTabs),
        ("chain-10000", chainOfTenThousand),
        ("split", split),
    ]

    /// The tree the harness restores over: every kind of node, with callbacks everywhere.
    static func busy(_ app: FuzzApp, _ ledger: DismissLedger) {
        allTabs(app, ledger)
        excluded(app, ledger)
        share(app, ledger)
        modals(app, ledger)
    }

    /// A split view pushed on the feed: both selections, the story's own push, the columns'
    /// visibility and compact column, and a sheet over the columns.
    static func split(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            tabs.select(index: 0) { (feed: FeedFlow) in
                feed.route(to: .shelves, onDismiss: ledger.callback()) { (shelves: ShelfSplit) in
                    shelves.select(.section(name: "news"), in: .sidebar, onDismiss: ledger.callback())
                    shelves.select(.story(id: 7), in: .content) { (story: FeedFlow) in
                        story.route(to: .author(name: "split"), onDismiss: ledger.callback())
                    }
                    shelves.setColumnVisibility(.doubleColumn)
                    shelves.setPreferredCompactColumn(.detail)
                    shelves.present(.section(name: "sheet"), onDismiss: ledger.callback())
                }
            }
        }
    }

    static func onboarding(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.onboarding) { (flow: OnboardingFlow) in
            flow.route(to: .signIn(email: "a@example.com"), onDismiss: ledger.callback())
            flow.present(.terms(version: "2025-06"), onDismiss: ledger.callback())
            flow.route(to: .signIn(email: nil), onDismiss: ledger.callback())
        }
    }

    static func feed(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            tabs.select(index: 0) { (feed: FeedFlow) in
                let article = Article(id: 42, title: "Trellis", tags: ["swift", "nav"], score: 4.5)
                feed.route(to: .article(article), onDismiss: ledger.callback())
                feed.route(to: .comments(articleID: 42, page: 3), onDismiss: ledger.callback())
                feed.present(
                    .gallery(images: [1, 2, 3], index: 2), as: .fullScreenCover, onDismiss: ledger.callback())
            }
        }
    }

    /// Destinations FeedFlow's migration throws for, drops, replaces, and works long on
    /// (FuzzMigrations.swift): a restore skips the first two and keeps what is above them.
    static func migrations(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            tabs.select(index: 0) { (feed: FeedFlow) in
                feed.route(to: .author(name: "throw: a bug in 2.0"), onDismiss: ledger.callback())
                feed.route(to: .thread(id: 1), onDismiss: ledger.callback()) { (thread: FeedFlow) in
                    thread.route(to: .author(name: "replace me"), onDismiss: ledger.callback())
                    thread.route(to: .author(name: "drop me"), onDismiss: ledger.callback())
                    thread.route(to: .author(name: "slow to migrate"), onDismiss: ledger.callback())
                    thread.present(.comments(articleID: 7, page: 1), onDismiss: ledger.callback())
                }
            }
        }
    }

    static func deepThreads(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            tabs.select(index: 0) { (feed: FeedFlow) in
                var current = feed
                for id in 1...6 {
                    current.route(to: .author(name: "level \(id)"), onDismiss: ledger.callback())
                    current.route(to: .thread(id: id), onDismiss: ledger.callback()) { (next: FeedFlow) in
                        current = next
                    }
                }
            }
        }
    }

    static func allTabs(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            tabs.select(index: 1) { (search: SearchFlow) in
                search.route(to: .result(id: 9_007_199_254_740_993), onDismiss: ledger.callback())
                search.route(to: .library, onDismiss: ledger.callback()) { (library: LibraryTabs) in
                    library.select(index: 0) { (books: FeedFlow) in
                        books.route(to: .author(name: "Le Guin"), onDismiss: ledger.callback())
                    }
                    library.appendTab(.podcasts(season: 255))
                }
            }
            tabs.select(index: 3) { (settings: SettingsFlow) in
                settings.route(to: .page(2), onDismiss: ledger.callback())
                settings.route(to: .account, onDismiss: ledger.callback()) { (account: AccountFlow) in
                    account.route(to: .orders(filter: .open), onDismiss: ledger.callback())
                }
            }
            tabs.select(index: 4) { (account: AccountFlow) in
                account.route(to: .order(id: "A-1"), onDismiss: ledger.callback())
                account.present(.security(level: -3), as: .fullScreenCover, onDismiss: ledger.callback())
            }
            tabs.select(index: 2)
            tabs.select(index: 1)
        }
    }

    static func modals(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            let draft = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
            tabs.present(.compose(draftID: draft), onDismiss: ledger.callback()) { (compose: ComposeFlow) in
                compose.route(to: .attach(kind: .photo), onDismiss: ledger.callback())
                compose.present(.preview(scale: 1.5), onDismiss: ledger.callback())
            }
            tabs.present(
                .alert(message: "Saved \"draft\"\n✓"), as: .fullScreenCover, onDismiss: ledger.callback())
        }
        app.present(.announcement(id: 7), onDismiss: ledger.callback())
        app.present(.onboarding, as: .fullScreenCover, onDismiss: ledger.callback())
    }

    static func excluded(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            tabs.select(index: 0) { (feed: FeedFlow) in
                feed.route(to: .author(name: "before"), onDismiss: ledger.callback())
                feed.present(.purchase(amount: 9.99, currency: "EUR"), onDismiss: ledger.callback())
                feed.route(to: .author(name: "above the purchase"), onDismiss: ledger.callback())
            }
            tabs.select(index: 4) { (account: AccountFlow) in
                account.route(to: .password, onDismiss: ledger.callback())
            }
        }
    }

    static func share(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            tabs.select(index: 0) { (feed: FeedFlow) in
                feed.present(.share(target: "mail"), onDismiss: ledger.callback()) { (share: ShareSwitch) in
                    share.setRoot(.confirm(target: "mail")) { (compose: ComposeFlow) in
                        compose.route(to: .discard, onDismiss: ledger.callback())
                    }
                    share.present(.done(true), onDismiss: ledger.callback())
                }
            }
        }
    }

    static func reshapedTabs(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            tabs.setTabs([.account, .feed, .inbox, .feed])
            tabs.insertTab(.search, at: 1)
            tabs.select(index: 4) { (feed: FeedFlow) in
                feed.route(to: .thread(id: 1), onDismiss: ledger.callback())
            }
            tabs.removeFirstTab(.inbox)
        }
    }

    static func emptyTabs(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            tabs.setTabs([])
            tabs.present(.compose(draftID: nil), onDismiss: ledger.callback())
        }
    }

    static func unicode(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            tabs.select(index: 1) { (search: SearchFlow) in
                search.setRoot(
                    .query("crème brûlée 🍮 \u{0}\\/", filters: SearchFilters(["year": 2_024, "min": -1])))
                search.route(to: .result(id: .min), onDismiss: ledger.callback())
            }
        }
    }

    /// Routes whose payloads `JSONEncoder` and `JSONDecoder` special-case (URL, Data, Decimal,
    /// Date), numbers at their edges and nested collections.
    static func payloads(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            tabs.select(index: 0) { (feed: FeedFlow) in
                feed.route(
                    to: .link(URL(string: "https://example.com/a/b?q=1%202#top")!),
                    onDismiss: ledger.callback())
                feed.route(
                    to: .attachment(name: "a.bin", bytes: Data([0, 1, 254, 255])),
                    onDismiss: ledger.callback())
                feed.present(
                    .price(
                        Decimal(string: "12.3456789012345678")!,
                        at: Date(timeIntervalSinceReferenceDate: 0.125)),
                    onDismiss: ledger.callback())
                feed.route(
                    to: .nested(levels: [[1, nil], [], [.min]], byKey: [-1: "a"]),
                    onDismiss: ledger.callback())
            }
        }
    }

    /// A tab set of 10,000 tabs, the 9,996th selected, hosting a feed with a push.
    static func tenThousandTabs(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            let kinds: [MainTabs.Destinations] = [.feed, .search, .inbox, .settings, .account]
            tabs.setTabs((0..<10_000).map { kinds[$0 % kinds.count] })
            tabs.select(index: 9_995) { (feed: FeedFlow) in
                feed.route(to: .author(name: "tab 9995"), onDismiss: ledger.callback())
            }
        }
    }

    /// A chain of 10,000 coordinators: the app, its tabs, and 9,998 feeds each pushing the next
    /// as a thread. Capture keeps the levels within ``NavigationSnapshotLimits/maximumDepth``.
    static func chainOfTenThousand(_ app: FuzzApp, _ ledger: DismissLedger) {
        app.setRoot(.main) { (tabs: MainTabs) in
            tabs.select(index: 0) { (feed: FeedFlow) in
                var current = feed
                for id in 1..<9_998 {
                    current.route(to: .thread(id: id), onDismiss: ledger.callback()) { (next: FeedFlow) in
                        current = next
                    }
                }
            }
        }
    }
}
