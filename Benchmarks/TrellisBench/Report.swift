/// Formats ``Results`` as a table for people, then one `key=value` line per figure.
struct Report {
    var results: Results

    /// The table followed by the machine-readable lines.
    var text: String {
        (table + [""] + figures.map { "\($0.key)=\($0.value)" }).joined(separator: "\n")
    }

    /// The layout table and figures alone (`--layout`).
    var layoutText: String {
        (layoutTable + figures.filter { $0.key.hasPrefix("layout_") }.map { "\($0.key)=\($0.value)" })
            .joined(separator: "\n")
    }

    // MARK: - Machine-readable figures

    /// Every figure, in a stable order.
    var figures: [(key: String, value: String)] {
        var lines: [(String, String)] = [
            ("warm_ups", "\(results.warmUps)"), ("runs", "\(results.runs)"),
        ]
        func coding(_ figures: [CodingFigures], prefix: String) {
            for figure in figures {
                let size = Self.sizeLabel(figure.routes)
                lines += [
                    (
                        "\(prefix)capture_routes_per_s_\(size)",
                        Self.integer(figure.capture.subject.perSecond(figure.routes))
                    ),
                    ("\(prefix)capture_ratio_\(size)", Self.fixed(figure.capture.ratio)),
                    ("\(prefix)capture_peer_ratio_\(size)", Self.fixed(figure.capture.peerRatio)),
                    (
                        "\(prefix)restore_routes_per_s_\(size)",
                        Self.integer(figure.restore.subject.perSecond(figure.routes))
                    ),
                    ("\(prefix)restore_ratio_\(size)", Self.fixed(figure.restore.ratio)),
                    ("\(prefix)restore_peer_ratio_\(size)", Self.fixed(figure.restore.peerRatio)),
                    (
                        "\(prefix)bytes_per_route_\(size)",
                        Self.fixed(Self.bytesPerRoute(figure.snapshotBytes, figure))
                    ),
                    (
                        "\(prefix)bytes_ratio_\(size)",
                        Self.fixed(Double(figure.snapshotBytes) / Double(figure.baselineBytes))
                    ),
                    (
                        "\(prefix)debug_hierarchy_first_lines_per_s_\(size)",
                        Self.integer(figure.firstPrint.subject.perSecond(figure.debugLines))
                    ),
                    (
                        "\(prefix)debug_hierarchy_first_cost_\(size)",
                        Self.fixed(figure.firstPrint.cost)
                    ),
                    (
                        "\(prefix)baseline_describe_lines_per_s_\(size)",
                        Self.integer(figure.firstPrint.baseline.perSecond(figure.routes))
                    ),
                    (
                        "\(prefix)debug_hierarchy_reprint_lines_per_s_\(size)",
                        Self.integer(figure.reprint.perSecond(figure.debugLines))
                    ),
                    (
                        "\(prefix)baseline_encode_routes_per_s_\(size)",
                        Self.integer(figure.capture.baseline.perSecond(figure.routes))
                    ),
                    (
                        "\(prefix)baseline_decode_routes_per_s_\(size)",
                        Self.integer(figure.restore.baseline.perSecond(figure.routes))
                    ),
                    (
                        "\(prefix)baseline_bytes_per_route_\(size)",
                        Self.fixed(Self.bytesPerRoute(figure.baselineBytes, figure))
                    ),
                    (
                        "\(prefix)peer_encode_routes_per_s_\(size)",
                        Self.integer(figure.capture.peer.map { $0.perSecond(figure.routes) } ?? .nan)
                    ),
                    (
                        "\(prefix)peer_decode_routes_per_s_\(size)",
                        Self.integer(figure.restore.peer.map { $0.perSecond(figure.routes) } ?? .nan)
                    ),
                ]
            }
        }
        coding(results.tree, prefix: "")
        if let scaling = scaling(results.tree) {
            lines += [
                ("capture_scaling_\(scaling.label)", Self.fixed(scaling.capture)),
                ("restore_scaling_\(scaling.label)", Self.fixed(scaling.restore)),
                ("baseline_encode_scaling_\(scaling.label)", Self.fixed(scaling.encode)),
                ("baseline_decode_scaling_\(scaling.label)", Self.fixed(scaling.decode)),
            ]
        }
        if let launch = results.launch {
            lines += [
                ("launch_routes", "\(launch.routes)"),
                ("launch_capture_us", Self.fixed(launch.capture.subject.median * 1e6, digits: 1)),
                ("launch_restore_us", Self.fixed(launch.restore.subject.median * 1e6, digits: 1)),
                ("launch_peer_encode_us", Self.fixed((launch.capture.peer?.median ?? .nan) * 1e6, digits: 1)),
                ("launch_peer_decode_us", Self.fixed((launch.restore.peer?.median ?? .nan) * 1e6, digits: 1)),
                ("launch_capture_peer_ratio", Self.fixed(launch.capture.peerRatio)),
                ("launch_restore_peer_ratio", Self.fixed(launch.restore.peerRatio)),
            ]
        }
        if let split = results.split {
            let size = Self.sizeLabel(split.routes)
            lines += [
                ("split_capture_us_\(size)", Self.fixed(split.capture.subject.median * 1e6, digits: 1)),
                ("split_restore_us_\(size)", Self.fixed(split.restore.subject.median * 1e6, digits: 1)),
                (
                    "split_peer_encode_us_\(size)",
                    Self.fixed((split.capture.peer?.median ?? .nan) * 1e6, digits: 1)
                ),
                (
                    "split_peer_decode_us_\(size)",
                    Self.fixed((split.restore.peer?.median ?? .nan) * 1e6, digits: 1)
                ),
                ("split_capture_peer_ratio_\(size)", Self.fixed(split.capture.peerRatio)),
                ("split_restore_peer_ratio_\(size)", Self.fixed(split.restore.peerRatio)),
                ("split_capture_encode_ratio_\(size)", Self.fixed(split.capture.ratio)),
                ("split_restore_decode_ratio_\(size)", Self.fixed(split.restore.ratio)),
            ]
        }
        if let attach = results.attach {
            let size = Self.sizeLabel(attach.routes)
            lines += [
                ("attach_first_layout_us_\(size)", Self.fixed(attach.attach.subject.median * 1e6, digits: 1)),
                (
                    "attach_restore_first_layout_us_\(size)",
                    Self.fixed(attach.attach.baseline.median * 1e6, digits: 1)
                ),
                ("attach_first_layout_cost_\(size)", Self.fixed(attach.attach.cost)),
                ("attach_first_layout_screens_\(size)", "\(attach.screens)"),
            ]
        }
        coding(results.flow, prefix: "flow_")
        if let scaling = scaling(results.flow) {
            lines += [
                ("flow_capture_scaling_\(scaling.label)", Self.fixed(scaling.capture)),
                ("flow_restore_scaling_\(scaling.label)", Self.fixed(scaling.restore)),
            ]
        }
        if let pushPop = results.pushPop {
            lines.append(("push_pop_pairs_per_s", Self.integer(pushPop.perSecond(results.pushPopPairs))))
        }
        if let tabs = results.tabSwitches {
            lines.append(("tab_switches_per_s", Self.integer(tabs.perSecond(results.tabSwitchCount))))
        }
        if let chain = results.chain {
            lines += [
                ("chain_levels", "\(chain.levels)"),
                ("chain_capture_ms", Self.fixed(chain.capture.median * 1_000)),
                ("chain_restore_ms", Self.fixed(chain.restore.subject.median * 1_000)),
                ("chain_restore_per_route_vs_flow", Self.fixed(chain.restore.cost)),
                ("chain_debug_hierarchy_first_ms", Self.fixed(chain.firstPrint.median * 1_000)),
                ("chain_debug_hierarchy_reprint_ms", Self.fixed(chain.reprint.median * 1_000)),
                ("chain_free_ms", Self.fixed(chain.free.median * 1_000)),
            ]
        }
        for figure in results.layout {
            let size = Self.sizeLabel(figure.routes)
            lines += [
                ("layout_read_screens_\(size)", "\(figure.screens)"),
                ("layout_read_us_\(size)", Self.fixed(figure.read.subject.median * 1e6, digits: 1)),
                (
                    "layout_read_screens_per_s_\(size)",
                    Self.integer(figure.read.subject.perSecond(figure.screens))
                ),
                ("layout_read_cost_\(size)", Self.fixed(figure.read.cost)),
            ]
        }
        if let scaling = layoutScaling {
            lines.append(("layout_read_scaling_\(scaling.label)", Self.fixed(scaling.value)))
        }
        for count in results.invalidations {
            let change = count.change.filter { $0.isLetter || $0.isNumber || $0 == " " }
                .replacingOccurrences(of: " ", with: "_")
            lines.append(
                (
                    "layout_invalidated_\(change)_\(Self.sizeLabel(count.routes))",
                    "\(count.fired.count)/\(count.observers)"
                ))
        }
        if let memory = results.memory {
            let size = Self.sizeLabel(results.memoryRoutes)
            lines += [
                ("peak_rss_mb_\(size)", Self.fixed(Double(memory.peakKB) / 1_024)),
                ("start_rss_mb", Self.fixed(Double(memory.startKB) / 1_024)),
            ]
        }
        return lines
    }

    // MARK: - Table

    var table: [String] {
        var lines = [
            "Trellis benchmarks: medians of \(results.runs) runs after \(results.warmUps) warm-up(s), ContinuousClock.",
            "Baselines, measured in the same run: JSONEncoder/JSONDecoder of the same routes as one flat",
            "[Screen] array (\"× encode\", \"× decode\", \"× bytes\"), and the peers' approach: each route",
            "encoded on its own with JSONEncoder into a (type name, JSON) pair, as SwiftUI's",
            "NavigationPath.CodableRepresentation and swift-navigation do (\"× peer\"). \"×\" is the median",
            "of the per-run ratios (above 1: faster or smaller than the baseline).",
            "",
        ]
        lines += codingTable("Tree: root → 5 tabs → nested flows (pushes, sheets, covers)", results.tree)
        if let scaling = scaling(results.tree) {
            lines.append(
                "  scaling, \(scaling.text)      capture \(Self.fixed(scaling.capture))"
                    + "   restore \(Self.fixed(scaling.restore))"
                    + "   (baseline encode \(Self.fixed(scaling.encode)), decode \(Self.fixed(scaling.decode)))"
            )
        }
        lines.append("")
        if let launch = results.launch {
            func micros(_ timing: Timing?) -> String {
                Self.fixed((timing?.median ?? .nan) * 1e6, digits: 1) + " µs"
            }
            lines.append(
                "Launch tree (\(launch.routes) routes, 5 tabs): capture \(micros(launch.capture.subject))"
                    + " (peer encode \(micros(launch.capture.peer)), \(Self.times(launch.capture.peerRatio))),"
                    + " restore \(micros(launch.restore.subject))"
                    + " (peer decode \(micros(launch.restore.peer)), \(Self.times(launch.restore.peerRatio)))"
            )
            lines.append("")
        }
        if let split = results.split {
            func micros(_ timing: Timing?) -> String {
                Self.fixed((timing?.median ?? .nan) * 1e6, digits: 1) + " µs"
            }
            lines.append(
                "Split view (\(split.routes) routes, 3 columns, the detail's flow holding the pushes):"
                    + " capture \(micros(split.capture.subject))"
                    + " (\(Self.times(split.capture.peerRatio)) peer encode \(micros(split.capture.peer)),"
                    + " \(Self.times(split.capture.ratio)) baseline encode),"
                    + " restore \(micros(split.restore.subject))"
                    + " (\(Self.times(split.restore.peerRatio)) peer decode \(micros(split.restore.peer)),"
                    + " \(Self.times(split.restore.ratio)) baseline decode)"
            )
            lines.append("")
        }
        if let attach = results.attach {
            func micros(_ timing: Timing) -> String { Self.fixed(timing.median * 1e6, digits: 1) + " µs" }
            lines.append(
                "Attach to first layout (\(attach.routes)-route tree, saved state read): "
                    + "\(micros(attach.attach.subject)) (restore + first layout \(micros(attach.attach.baseline)),"
                    + " \(Self.fixed(attach.attach.cost))× that; \(attach.screens) screens read)"
            )
            lines.append("")
        }
        lines += codingTable("Single flow with N pushes", results.flow)
        if let scaling = scaling(results.flow) {
            lines.append(
                "  scaling, \(scaling.text)      capture \(Self.fixed(scaling.capture))"
                    + "   restore \(Self.fixed(scaling.restore))")
        }
        lines.append("")
        if let chain = results.chain {
            lines.append(
                "Chain of \(chain.levels) nested flows (\(chain.routes) routes): capture \(Self.ms(chain.capture)),"
                    + " restore \(Self.ms(chain.restore.subject))"
                    + " (\(Self.times(chain.restore.cost)) a flat flow's time per route),"
                    + " debugHierarchy \(Self.ms(chain.firstPrint))"
                    + " (printed again \(Self.ms(chain.reprint))),"
                    + " free \(Self.ms(chain.free))")
        }
        if let pushPop = results.pushPop, let tabs = results.tabSwitches {
            lines.append(
                "Routing: push+pop pairs/s \(Self.rate(pushPop.perSecond(results.pushPopPairs))),"
                    + " tab switches/s \(Self.rate(tabs.perSecond(results.tabSwitchCount)))")
        }
        if let memory = results.memory {
            lines.append(
                "Peak RSS, \(Self.sizeLabel(results.memoryRoutes))-route tree + snapshot + restored copy:"
                    + " \(Self.fixed(Double(memory.peakKB) / 1_024)) MB"
                    + " (process at start: \(Self.fixed(Double(memory.startKB) / 1_024)) MB)")
        }
        lines.append("")
        lines += layoutTable
        lines += targets
        return lines
    }

    /// The layout's read time and the invalidation counts.
    private var layoutTable: [String] {
        let figures = results.layout
        guard !figures.isEmpty else { return [] }
        var lines = [
            Self.row(
                "Layout of the tree: NavigationLayout(of:), every layer's root and path, every tab's stack",
                [])
        ]
        lines.append(Self.row("", figures.map { Self.sizeLabel($0.routes) + " routes" }))
        func add(_ label: String, _ value: (LayoutFigures) -> String) {
            lines.append(Self.row("  " + label, figures.map(value)))
        }
        add("screens read") { "\($0.screens)" }
        add("time, µs") { Self.fixed($0.read.subject.median * 1e6, digits: 1) }
        add("screens/s") { Self.rate($0.read.subject.perSecond($0.screens)) }
        add("time ÷ debugHierarchy() printed again") { Self.times($0.read.cost) }
        if let scaling = layoutScaling {
            lines.append("  scaling, \(scaling.text)      \(Self.fixed(scaling.value))")
        }
        var size = -1
        for count in results.invalidations {
            if count.routes != size {
                size = count.routes
                lines.append(
                    "Observers a change invalidates (layout-shaped tree, \(count.routes) routes, "
                        + "\(count.observers) observers: each tab's path, base root, each modal layer's path, chain):"
                )
            }
            let names = count.fired.isEmpty ? "" : " (\(count.fired.joined(separator: ", ")))"
            lines.append("  \(count.change): \(count.fired.count) of \(count.observers) invalidated\(names)")
        }
        lines.append("")
        return lines
    }

    /// The layout read's time(largest) / time(tenth of it), the median of the per-run ratios.
    private var layoutScaling: (label: String, text: String, value: Double)? {
        let figures = results.layout
        guard let large = figures.max(by: { $0.routes < $1.routes }),
            let small = figures.first(where: { $0.routes * 10 == large.routes })
        else { return nil }
        let largeLabel = Self.sizeLabel(large.routes)
        let smallLabel = Self.sizeLabel(small.routes)
        return (
            "\(largeLabel)_\(smallLabel)", "time(\(largeLabel))/time(\(smallLabel))",
            large.read.subject.ratio(to: small.read.subject)
        )
    }

    private func codingTable(_ title: String, _ figures: [CodingFigures]) -> [String] {
        guard !figures.isEmpty else { return [] }
        var lines = [Self.row(title, figures.map { Self.sizeLabel($0.routes) + " routes" })]
        func add(_ label: String, _ value: (CodingFigures) -> String) {
            lines.append(Self.row("  " + label, figures.map(value)))
        }
        add("capture            routes/s") { Self.rate($0.capture.subject.perSecond($0.routes)) }
        add("                   × peer") { Self.times($0.capture.peerRatio) }
        add("                   × encode") { Self.times($0.capture.ratio) }
        add("restore            routes/s") { Self.rate($0.restore.subject.perSecond($0.routes)) }
        add("                   × peer") { Self.times($0.restore.peerRatio) }
        add("                   × decode") { Self.times($0.restore.ratio) }
        add("snapshot        bytes/route") { Self.fixed(Self.bytesPerRoute($0.snapshotBytes, $0)) }
        add("                    × bytes") { Self.times(Double($0.snapshotBytes) / Double($0.baselineBytes)) }
        add("debugHierarchy(), first print, lines/s") {
            Self.rate($0.firstPrint.subject.perSecond($0.debugLines))
        }
        add("     time ÷ String(describing:) time") { Self.times($0.firstPrint.cost) }
        add("String(describing:)         lines/s") { Self.rate($0.firstPrint.baseline.perSecond($0.routes)) }
        add("debugHierarchy(), printed again, lines/s") { Self.rate($0.reprint.perSecond($0.debugLines)) }
        add("baseline encode    routes/s") { Self.rate($0.capture.baseline.perSecond($0.routes)) }
        add("baseline decode    routes/s") { Self.rate($0.restore.baseline.perSecond($0.routes)) }
        add("baseline        bytes/route") { Self.fixed(Self.bytesPerRoute($0.baselineBytes, $0)) }
        add("peer encode        routes/s") { figure in
            Self.rate(figure.capture.peer.map { $0.perSecond(figure.routes) } ?? .nan)
        }
        add("peer decode        routes/s") { figure in
            Self.rate(figure.restore.peer.map { $0.perSecond(figure.routes) } ?? .nan)
        }
        return lines
    }

    /// The issue's targets, checked on every tree size (the worst size decides).
    private var targets: [String] {
        let tree = results.tree
        guard !tree.isEmpty else { return [] }
        var lines = ["Targets (tree workload at its worst size, and the chain; reported, not enforced):"]
        func line(_ name: String, _ values: [(Double, String)], atLeast: Double? = nil, atMost: Double? = nil)
        {
            let worst = atLeast != nil ? values.min { $0.0 < $1.0 } : values.max { $0.0 < $1.0 }
            guard let worst else { return }
            let met = atLeast.map { worst.0 >= $0 } ?? atMost.map { worst.0 <= $0 } ?? true
            lines.append("  \(name): \(Self.fixed(worst.0)) at \(worst.1) — \(met ? "met" : "MISSED")")
        }
        let label = { (figure: CodingFigures) in Self.sizeLabel(figure.routes) }
        line("capture ≥ 1.0× peer encode", tree.map { ($0.capture.peerRatio, label($0)) }, atLeast: 1.0)
        line("restore ≥ 1.0× peer decode", tree.map { ($0.restore.peerRatio, label($0)) }, atLeast: 1.0)
        if let scaling = scaling(tree) {
            line("capture scaling ≤ 11", [(scaling.capture, scaling.text)], atMost: 11)
            line("restore scaling ≤ 11", [(scaling.restore, scaling.text)], atMost: 11)
        }
        line(
            "debugHierarchy first print ≤ 1.25× String(describing:) time",
            tree.map { ($0.firstPrint.cost, label($0)) }, atMost: 1.25)
        if let chain = results.chain {
            line(
                "\(chain.levels)-level chain restore ≤ 3× a flat flow's time per route",
                [(chain.restore.cost, "\(chain.routes) routes")], atMost: 3)
        }
        func worst(_ values: [Double]) -> String { Self.times(values.min() ?? .nan) }
        lines.append(
            "Information (no longer targets): capture × flat-array encode \(worst(tree.map(\.capture.ratio))),"
                + " restore × flat-array decode \(worst(tree.map(\.restore.ratio))),"
                + " snapshot × flat-array bytes"
                + " \(Self.times(tree.map { Double($0.snapshotBytes) / Double($0.baselineBytes) }.max() ?? .nan))"
                + " (worst size)")
        return lines
    }

    // MARK: - Helpers

    /// time(largest) / time(tenth of it), the median of the per-run ratios, when both sizes were
    /// measured.
    private func scaling(_ figures: [CodingFigures])
        -> (label: String, text: String, capture: Double, restore: Double, encode: Double, decode: Double)?
    {
        guard let large = figures.max(by: { $0.routes < $1.routes }),
            let small = figures.first(where: { $0.routes * 10 == large.routes })
        else { return nil }
        let largeLabel = Self.sizeLabel(large.routes)
        let smallLabel = Self.sizeLabel(small.routes)
        return (
            "\(largeLabel)_\(smallLabel)", "time(\(largeLabel))/time(\(smallLabel))",
            large.capture.subject.ratio(to: small.capture.subject),
            large.restore.subject.ratio(to: small.restore.subject),
            large.capture.baseline.ratio(to: small.capture.baseline),
            large.restore.baseline.ratio(to: small.restore.baseline)
        )
    }

    private static func bytesPerRoute(_ bytes: Int, _ figure: CodingFigures) -> Double {
        Double(bytes) / Double(figure.routes)
    }

    static func sizeLabel(_ count: Int) -> String {
        count >= 1_000 && count.isMultiple(of: 1_000) ? "\(count / 1_000)k" : "\(count)"
    }

    private static func row(_ label: String, _ columns: [String]) -> String {
        label.padding(toLength: 46) + columns.map { $0.padding(toLength: 14, left: true) }.joined()
    }

    static func fixed(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite else { return "nan" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if text.contains("e") { return "\(Int(value.rounded()))" }
        let decimals = text.split(separator: ".").last?.count ?? 0
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        return text
    }

    static func integer(_ value: Double) -> String {
        value.isFinite ? "\(Int(value.rounded()))" : "nan"
    }

    static func times(_ value: Double) -> String { fixed(value) + "×" }

    static func ms(_ timing: Timing) -> String { fixed(timing.median * 1_000) + " ms" }

    /// `845k`, `1.23M`.
    static func rate(_ value: Double) -> String {
        switch value {
        case 1_000_000...: fixed(value / 1_000_000) + "M"
        case 1_000...: fixed(value / 1_000, digits: 1) + "k"
        default: fixed(value, digits: 1)
        }
    }
}

extension String {
    fileprivate func padding(toLength length: Int, left: Bool = false) -> String {
        let count = self.count
        guard count < length else { return self }
        let fill = String(repeating: " ", count: length - count)
        return left ? fill + self : self + fill
    }
}
