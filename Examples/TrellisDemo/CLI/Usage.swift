/// The text of `trellis-demo --help`.
enum Usage {
    static var text: String {
        """
        trellis-demo: the Trellis example, a small shop app whose navigation tree runs headless.

        USAGE
          trellis-demo [--state-file PATH]                   the scripted tour (the default)
          trellis-demo repl [--state-file PATH] [--reset]    an interactive session
          trellis-demo inspect [PATH] [--format FORMAT]      print a saved navigation tree
          trellis-demo --help                                this help

        THE TOUR
          A scripted user session in the shop. Each step prints the call, the navigation
          events it caused and the tree after it (debugHierarchy()): a link to a product's
          reviews that arrives before sign-in and is followed after it, a review draft, a
          back swipe, a full-screen gallery that dismisses itself, a cart sheet whose
          checkout result is awaited, a dialog before removing an item and a Retry alert
          when the card is declined, the search tab, a pop, a universal link into the
          settings and the URL shared for it. Then it saves, simulates termination,
          relaunches, restores and checks that the restored tree equals the tree before
          termination (exit status 1 if not), and ends with the layout one window shows:
          layers, paths and tabs (debugLayout()). The state goes to a temporary directory
          that is removed afterwards.

          --state-file PATH   keep the state in PATH instead; the tour starts fresh,
                              overwrites it and leaves the final state there, ready for
                              `repl --state-file PATH` and `inspect PATH`

        REPL
          Reads one command per line from standard input, from a terminal or a pipe; `help`
          lists the commands (push, present, pop, back, dismiss, tab, link, share, checkout,
          remove, pay, answer, tree, layout, save, quit...). The catalog browser, the shop's
          split view on an iPad or a Mac, has its own: `select sidebar|content ID`, `reviews`,
          `collapse` and `expand` (a narrow or wide window), `browser-back`, and `browser`,
          which prints its layout wide and narrow side by side. `link URL` follows a shop://... or
          https://shop.example.com/... link through the shop's URL router, or holds it until
          sign-in; `share` prints the URLs of the place in front. The saved state, with a
          held link, is restored at start and saved after every command, so quitting or
          killing the process and starting again resumes where you left off. Errors in a
          command are printed to standard error and the session goes on.

          --state-file PATH   the state file (default: \(StateLocation.standard.file.path))
          --reset             discard the saved state and start fresh

        INSPECT
          Without PATH, reads the state the REPL saves (its default --state-file); a fresh
          clone has none until `trellis-demo repl` has run once.
          Prints the navigation tree stored in PATH, a navigation snapshot (the bytes of
          captureNavigationState()) or an app-state file (appState.json, or a directory
          holding one), without the app's types: destinations as case names with their payloads,
          tabs never opened, coordinators whose state was not recorded, and entries left
          out of the snapshot. An app-state file also shows its scroll positions and the
          fields of its form drafts (not their values, nor its save date). It prints the
          library's InspectedDocument.

          --format FORMAT     text (the default) prints the above; mermaid or dot print
                              the navigation tree alone as diagram source, one node per
                              line of the text: a Mermaid flowchart (GitHub draws it in
                              a ```mermaid block) or a Graphviz digraph (dot -Tsvg), the
                              library's InspectedSnapshot.diagram(as:)

        STATE FILES
          StateRestorationManager always names its file appState.json, so PATH is either
          DIR/appState.json or DIR. The default directory is the library's
          StateStorageMethod.defaultDirectory: $XDG_DATA_HOME/trellis-demo/StateRestoration,
          or ~/.local/share/trellis-demo/StateRestoration without XDG_DATA_HOME (Application
          Support/<bundle id>/StateRestoration on Apple platforms).

        EXIT STATUS
          0 on success; 1 for a usage error, a file that cannot be read or is not a
          snapshot or state file, or a tour whose restored tree differs.
        """
    }
}
