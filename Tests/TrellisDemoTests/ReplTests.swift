import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("The REPL")
struct ReplTests {
    /// A session touching every kind of change: root switch, pushes, a user back swipe,
    /// an awaited checkout, a cover that closes itself, tabs, a deep link, a draft.
    static let script = """
        sign-in
        push .product(id: 7)
        push .reviews(productID: 7)
        push .writeReview(productID: 7)
        draft title Bright and sturdy
        back
        checkout
        push .shipping
        place-order
        present .gallery(productID: 7) --cover
        close
        tab search
        push .results(query: "desk lamp", page: 2)
        link shop://profile/settings/notifications
        push .legacyPreferences
        tree
        quit

        """

    @Test("a piped session resumes with the same tree in the next process")
    func resumesAcrossLaunches() async throws {
        let directory = try TemporaryDirectory()
        let first = try await DemoBinary.run(
            ["repl", "--state-file", directory.stateFile.path], input: Self.script)
        #expect(first.status == 0)
        #expect(first.errors == "")
        #expect(first.output.contains("  = checkOut() returned order #1001"))
        #expect(
            first.output.contains(
                "  · CatalogFlowCoordinator dismissed(user) push .writeReview(productID: 7)"))
        let tree = try #require(Transcript.lastTree(in: first.output))
        for line in [
            "  root .main → MainTabCoordinator [tab]",
            "      push .orderPlaced(number: 1001)",
            "      push .results(query: \"desk lamp\", page: 2)",
            "    tab[2]* .profile → ProfileFlowCoordinator [flow]",
            "        push .legacyPreferences → LegacyPreferencesCoordinator [flow]",
        ] {
            #expect(tree.contains(line), "missing \(line)")
        }

        let second = try await DemoBinary.run(
            ["repl", "--state-file", directory.stateFile.path], input: "tree\nform\nquit\n")
        #expect(second.status == 0)
        #expect(Transcript.lastTree(in: second.output) == tree)
        #expect(
            second.output.contains(
                "root/tab[2]/push[0]/push[1] in LegacyPreferencesCoordinator: Destinations is not Codable"))
    }

    @Test("layout prints what one window shows, and help lists it")
    func layout() async throws {
        let directory = try TemporaryDirectory()
        let input = """
            sign-in
            push .product(id: 7)
            tab profile
            push .settings
            push .legacyPreferences
            tab home
            checkout
            push .shipping
            layout
            help

            """
        let run = try await DemoBinary.run(["repl", "--state-file", directory.stateFile.path], input: input)
        #expect(run.status == 0)
        #expect(run.errors == "")
        try Fixtures.expect(run.output, equals: "repl-layout.txt")
    }

    @Test("the review draft and the scroll position come back too")
    func draftsAndScrollPositionsResume() async throws {
        let directory = try TemporaryDirectory()
        let arguments = ["repl", "--state-file", directory.stateFile.path]
        _ = try await DemoBinary.run(
            arguments, input: "sign-in\nscroll product-12\npush .writeReview(productID: 3)\ndraft rating 4\n")
        let second = try await DemoBinary.run(arguments, input: "form\nscroll\n")
        #expect(second.output.contains("  = form draft review-3: title \"\", rating 4"))
        #expect(second.output.contains("  = scroll position productList: product-12"))
    }

    /// Every route of ShopLinks is followed, then shared: its URL comes back.
    @Test("a link before sign-in is held, across a relaunch, and followed at sign-in; share prints URLs")
    func links() async throws {
        let directory = try TemporaryDirectory()
        let arguments = ["repl", "--state-file", directory.stateFile.path]
        let first = try await DemoBinary.run(
            arguments,
            input: """
                share
                link shop://catalog/product/7/reviews
                link shop://catalog/product/seven
                link ftp://catalog
                link https://shop.example.com/nowhere
                link shop://search?q=
                tree

                """)
        #expect(first.status == 0)
        for message in [
            "error: onboarding has no URL; sign in first",
            "error: The parameter \"id\" of \"shop://catalog/product/seven\" is \"seven\", not Int.",
            "error: \"ftp://catalog\" has the scheme \"ftp\", which the router does not accept.",
            "error: No URL route matches the path \"/nowhere\" of \"https://shop.example.com/nowhere\".",
            "error: The parameter \"q\" of \"shop://search?q=\" is \"\", not a search term.",
        ] {
            #expect(first.errors.contains(message), "missing \(message)")
        }
        let second = try await DemoBinary.run(
            arguments,
            input: """
                sign-in
                share
                link https://shop.example.com/search?q=desk%20lamp
                share
                link shop://catalog/product/7
                link shop://profile/settings/notifications
                push .paymentMethods
                share
                link shop://profile/settings
                share
                link shop://profile/orders
                share
                link shop://profile
                share
                link shop://search
                share
                link shop://catalog
                share
                link shop://catalog/cart
                share
                tree

                """)
        #expect(second.status == 0)
        #expect(second.errors.contains("error: No URL route builds a URL for the target ShopAppCoordinator "))
        try Fixtures.expect(first.output + second.output, equals: "repl-links.txt")
    }

    @Test("errors are reported on standard error and the session goes on")
    func errorsKeepTheSessionAlive() async throws {
        let directory = try TemporaryDirectory()
        let input = """
            frobnicate
            push .product(id: 7)
            sign-in
            push .nowhere
            push .product(id: "seven")
            push .product(id: 7
            tab 9
            dismiss
            place-order
            link https://example.com
            push .product(id: 7)
            tree

            """
        let run = try await DemoBinary.run(["repl", "--state-file", directory.stateFile.path], input: input)
        #expect(run.status == 0)
        for message in [
            "error: unknown command frobnicate; type help for the list",
            "error: .product(id: 7) is not a destination of OnboardingFlowCoordinator: no such case",
            "error: .nowhere is not a destination of CatalogFlowCoordinator: no such case",
            "error: .product(id: \"seven\") is not a destination of CatalogFlowCoordinator",
            "error: cannot read the destination .product(id: 7: expected ',' or ')' at column 15",
            "error: no tab 9; the tabs are home, search, profile (or 0...2)",
            "error: no sheet or cover is in front",
            "error: place-order works in CheckoutFlowCoordinator, and CatalogFlowCoordinator is in front",
            "error: \"https://example.com\" has the host \"example.com\", which is not one of the router's "
                + "universal-link hosts.",
        ] {
            #expect(run.errors.contains(message), "missing \(message)")
        }
        #expect(Transcript.lastTree(in: run.output)?.contains("      push .product(id: 7)") == true)
    }

    @Test("--reset starts a fresh session")
    func resetStartsFresh() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.stateFile.path
        _ = try await DemoBinary.run(
            ["repl", "--state-file", path], input: "sign-in\npush .product(id: 7)\n")
        let run = try await DemoBinary.run(["repl", "--state-file", path, "--reset"], input: "tree\n")
        #expect(
            Transcript.lastTree(in: run.output) == """
                ShopAppCoordinator [root]
                  root .onboarding → OnboardingFlowCoordinator [flow]
                    root .welcome
                """)
    }

    @Test("without --state-file, the state lives in the documented default directory")
    func defaultLocation() async throws {
        let dataHome = try TemporaryDirectory()
        let run = try await DemoBinary.run(
            ["repl"], input: "sign-in\n", environment: ["XDG_DATA_HOME": dataHome.url.path])
        #expect(run.status == 0)
        let expected = dataHome.url.appendingPathComponent("trellis-demo/StateRestoration/appState.json")
        #expect(FileManager.default.fileExists(atPath: expected.path))
    }

    @Test("a killed process has saved every command it ran")
    func killedProcessLosesNothing() async throws {
        let directory = try TemporaryDirectory()
        let process = try DemoBinary.makeProcess(
            ["repl", "--state-file", directory.stateFile.path], environment: [:])
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let (chunks, continuation) = AsyncStream.makeStream(of: Data.self)
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty { continuation.finish() } else { continuation.yield(data) }
        }
        let exited = Task { try await DemoBinary.runToExit(process) }
        while !process.isRunning { await Task.yield() }
        // Not a synchronization: a guard that ends the test if the expected output never comes.
        let pid = process.processIdentifier
        let watchdog = Task {
            try await Task.sleep(for: .seconds(120))
            kill(pid, SIGKILL)
        }
        defer { watchdog.cancel() }

        // The saves after these commands are done before `tree` is read.
        let commands = "sign-in\npush .product(id: 3)\ntab profile\npush .settings\ntree\n"
        try input.fileHandleForWriting.write(contentsOf: Data(commands.utf8))
        var transcript = ""
        for await chunk in chunks {
            transcript += String(decoding: chunk, as: UTF8.self)
            if transcript.contains(
                "push .settings → SettingsFlowCoordinator [flow]\n        root .overview\n")
            {
                break
            }
        }
        kill(process.processIdentifier, SIGKILL)
        try await exited.value
        output.fileHandleForReading.readabilityHandler = nil
        #expect(process.terminationReason == .uncaughtSignal)

        let tree = try #require(Transcript.lastTree(in: transcript))
        let resumed = try await DemoBinary.run(
            ["repl", "--state-file", directory.stateFile.path], input: "tree\n")
        #expect(Transcript.lastTree(in: resumed.output) == tree)
    }
}
