import Foundation

/// One run of `check-architecture`: find the map and the index, build when the index does not
/// describe the code, check, and report (or write or prune the baseline). Its result is the
/// exit status: 0 no findings, 1 findings, 2 could not check.
struct ToolRun {
  let options: ToolOptions
  let here: URL

  private var root: URL { options.root }

  private func fail(_ message: String) -> Int32 {
    CheckArchitectureTool.error(message)
  }

  private func note(_ message: String) {
    CheckArchitectureTool.note(message)
  }

  func run() -> Int32 {
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
      return fail("no Package.swift in \(root.path); name the folder of a Swift package")
    }
    let candidates = ["rings.json", "ArchitectureTests/rings.json", "Tests/ArchitectureTests/rings.json"].map {
      root.appendingPathComponent($0)
    }
    if options.initialize { return initialize(at: options.ringMap ?? candidates[0]) }
    guard let ringMap = options.ringMap ?? candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) })
    else {
      return fail(
        "no ring map for \(root.path): write a starting one with --init (rings.json, one ring per target), or pass --rings FILE"
      )
    }
    if options.mapOnly {
      do { _ = try RingMapReader.load(from: ringMap, named: ringMap.path) } catch { return fail(error.description) }
      return 0
    }
    let indexStore = options.indexStore ?? root.appendingPathComponent(".build/debug/index/store")
    var check = ArchitectureCheck(root: root, ringMap: ringMap, indexStore: indexStore, scratch: CheckSettings.scratch)
    check.applyingBaseline = options.baseline == .none
    defer { try? FileManager.default.removeItem(at: CheckSettings.scratch) }
    // Built by this run only where it is this package's own store and the person allowed it.
    let mayBuild = options.build && options.indexStore == nil

    var report: ArchitectureCheck.Report
    var elapsed: TimeInterval
    do {
      if !FileManager.default.fileExists(atPath: indexStore.path) && mayBuild {
        if let failure = build() { return failure }
      }
      (report, elapsed) = try timed(check)
      if mayBuild && (!report.indexProblems.isEmpty || !unfinished(report, indexStore).isEmpty) {
        if let failure = build() { return failure }
        (report, elapsed) = try timed(check)
      }
    } catch {
      return fail(error.description)
    }
    // Findings from an index that does not describe the code are not findings about it.
    let stale = report.indexProblems
    if !stale.isEmpty {
      FileHandle.standardError.write(
        Data((Diagnostic.render(Array(stale.prefix(10)), as: .text, root: root, from: here) + "\n").utf8))
      return fail(
        "the index does not describe the sources (\(stale.count) file\(stale.count == 1 ? "" : "s") above); nothing was checked. Run `swift build` in \(root.path) until it succeeds (a failed build leaves an index older than the code), then check again"
      )
    }
    let unfinished = unfinished(report, indexStore)
    if !unfinished.isEmpty {
      let named = unfinished.prefix(5).map { SourceIndex.relative($0, to: root) }.joined(separator: ", ")
      return fail(
        "the last build did not finish: \(named)\(unfinished.count > 5 ? " and \(unfinished.count - 5) more" : "") did not compile in it (no dependency file as new as the source; the index of code that does not compile is no proof); nothing was checked. Run `swift build` in \(root.path) until it succeeds, then check again"
      )
    }
    switch options.baseline {
    case .write(let allowingNew): return writeBaseline(report, ringMap: ringMap, allowingNew: allowingNew)
    case .prune: return pruneBaseline(report, ringMap: ringMap, elapsed: elapsed)
    case .none: return show(report, elapsed: elapsed)
    }
  }

  private func initialize(at file: URL) -> Int32 {
    guard !FileManager.default.fileExists(atPath: file.path) else {
      return fail("\(file.path) exists; --init writes a first map only where there is none")
    }
    let package: PackageSnapshot
    do { package = try PackageSnapshot.describe(packageAt: root, scratch: CheckSettings.scratch) } catch {
      return fail("cannot read the targets of \(root.path): \(error)")
    }
    defer { try? FileManager.default.removeItem(at: CheckSettings.scratch) }
    let start = RingMapStarter.map(of: package)
    do { try Data(start.text.utf8).write(to: file, options: .withoutOverwriting) } catch {
      return fail("cannot write \(file.path): \(error.localizedDescription)")
    }
    note(
      "wrote \(file.path): \(start.rings.count) ring\(start.rings.count == 1 ? "" : "s"), one per target, innermost first (\(start.rings.joined(separator: " ← ")))"
        + (start.ignored.isEmpty ? "" : "; plugins ignored: \(start.ignored.joined(separator: ", "))"))
    note(
      "every ring may import anything and none is pure yet: mark the rings that must do no I/O \"pure\": true, list what each may import, merge targets into rings, then check"
    )
    return 0
  }

  /// Sources whose last build did not finish, judged only in the package's own build folder.
  private func unfinished(_ report: ArchitectureCheck.Report, _ indexStore: URL) -> [String] {
    guard options.indexStore == nil, let package = report.package else { return [] }
    return UnfinishedBuild.sources(of: package, indexStore: indexStore)
  }

  private func timed(_ check: ArchitectureCheck) throws(ArchitectureCheck.Failure) -> (
    ArchitectureCheck.Report, TimeInterval
  ) {
    let start = Date()
    let report = try check.run()
    return (report, Date().timeIntervalSince(start))
  }

  /// `swift build` in the package; its output is shown only when it fails, as the reason. Nil
  /// when it built, else the exit status.
  private func build() -> Int32? {
    note("building \(root.path) to write its index (swift build)")
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("check-architecture-build-\(getpid())")
    defer { try? FileManager.default.removeItem(at: log) }
    guard FileManager.default.createFile(atPath: log.path, contents: nil),
      let output = try? FileHandle(forWritingTo: log)
    else { return fail("cannot write a build log in \(log.deletingLastPathComponent().path)") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "build", "--package-path", root.path]
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return fail("cannot run `swift build`: \(error.localizedDescription)") }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      FileHandle.standardError.write(Data(text.split(separator: "\n").suffix(40).joined(separator: "\n").utf8 + [10]))
      return fail("`swift build` failed in \(root.path); nothing was checked. Fix the build, then check again")
    }
    return nil
  }

  /// The baseline file the map names, else the one `--write-baseline` would write.
  private func baselineFile(_ ringMap: URL) -> (url: URL, named: Bool) {
    let named = (try? RingMapReader.load(from: ringMap, named: ringMap.lastPathComponent))?.baseline
    return (
      ringMap.deletingLastPathComponent().appendingPathComponent(named ?? "architecture-baseline.json"), named != nil
    )
  }

  private func writeBaseline(_ report: ArchitectureCheck.Report, ringMap: URL, allowingNew: Bool) -> Int32 {
    let (file, named) = baselineFile(ringMap)
    let entries = Baseline.entries(of: report.beforeBaseline)
    if FileManager.default.fileExists(atPath: file.path), !allowingNew {
      let existing: Baseline
      do { existing = try Baseline.load(from: file, named: file.path) } catch { return fail(error.description) }
      let added = existing.additions(in: entries)
      guard added.isEmpty else {
        let count = added.reduce(0) { $0 + $1.count }
        for entry in added.prefix(10) {
          note("new: [\(entry.rule)] \(entry.file): \(entry.subject)\(entry.count > 1 ? " (\(entry.count))" : "")")
        }
        return fail(
          "\(count) finding\(count == 1 ? " is" : "s are") not in \(file.path); a baseline does not grow by itself. Fix \(count == 1 ? "it" : "them"), or pass --allow-new-findings to accept \(count == 1 ? "it" : "them") on purpose (--prune-baseline lowers what is fixed)"
        )
      }
    }
    do { try Data(Baseline.encode(entries).utf8).write(to: file) } catch {
      return fail("cannot write \(file.path): \(error.localizedDescription)")
    }
    let accepted = entries.reduce(0) { $0 + $1.count }
    note("wrote \(accepted) accepted finding\(accepted == 1 ? "" : "s") to \(file.path)")
    if !named {
      let key = "\"baseline\": \"\(file.lastPathComponent)\""
      if let problem = RingMapEdit.nameBaseline(file.lastPathComponent, inMapAt: ringMap) {
        note("\(problem); add \(key) to it by hand to use the baseline")
      } else {
        note("added \(key) to \(ringMap.path): from now on only new findings fail")
      }
    }
    let others = report.beforeBaseline.filter { !Baseline.acceptable.contains($0.rule) }
    guard others.isEmpty else {
      print(Diagnostic.render(others, as: options.format, root: report.root, from: here))
      note("\(others.count) finding\(others.count == 1 ? "" : "s") no baseline accepts (the index, the map): fix them")
      return 1
    }
    return 0
  }

  private func pruneBaseline(_ report: ArchitectureCheck.Report, ringMap: URL, elapsed: TimeInterval) -> Int32 {
    let (file, named) = baselineFile(ringMap)
    guard named, FileManager.default.fileExists(atPath: file.path) else {
      return fail("\(ringMap.path) names no baseline to prune; --write-baseline writes one")
    }
    let existing: Baseline
    do { existing = try Baseline.load(from: file, named: file.path) } catch { return fail(error.description) }
    let pruned = existing.pruned(by: report.beforeBaseline)
    let before = existing.entries.reduce(0) { $0 + $1.count }
    let after = pruned.reduce(0) { $0 + $1.count }
    var kept = existing
    if after < before {
      do { try Data(Baseline.encode(pruned).utf8).write(to: file) } catch {
        return fail("cannot write \(file.path): \(error.localizedDescription)")
      }
      do { kept = try Baseline.load(from: file, named: existing.path) } catch { return fail(error.description) }
    }
    note(
      "pruned \(file.path): \(before - after) fixed finding\(before - after == 1 ? "" : "s") removed, \(after) still accepted"
    )
    // Then what the check found, with the baseline as it now is (the rules are not run again).
    return show(report.applying(kept), elapsed: elapsed)
  }

  private func show(_ report: ArchitectureCheck.Report, elapsed: TimeInterval) -> Int32 {
    let rendered = Diagnostic.render(report.diagnostics, as: options.format, root: report.root, from: here)
    if let output = options.output {
      do { try Data((rendered.isEmpty ? "" : rendered + "\n").utf8).write(to: output) } catch {
        return fail("cannot write \(output.path): \(error.localizedDescription)")
      }
      note("wrote \(report.diagnostics.count) finding\(report.diagnostics.count == 1 ? "" : "s") to \(output.path)")
    } else if !rendered.isEmpty || options.format == .json || options.format == .sarif {
      print(rendered)
    }
    let examined = report.outcomes.map { "\($0.rule) \($0.examined)" }.joined(separator: ", ")
    for line in report.notExamined { note("not examined: \(line)") }
    for (diagnostic, reason) in report.excused where options.explain {
      note("excused: \(diagnostic.rendered(root: report.root, from: here)) (because: \(reason))")
    }
    if !report.excused.isEmpty && !options.explain {
      note(
        "\(report.excused.count) finding\(report.excused.count == 1 ? "" : "s") excused by the map's exceptions or allow comments (--explain lists them)"
      )
    }
    if report.accepted > 0 {
      note("\(report.accepted) finding\(report.accepted == 1 ? "" : "s") accepted by the baseline, not shown")
    }
    for fixed in report.fixed {
      let path = report.baseline.map { SourceIndex.relative($0.path, to: root) } ?? "the baseline"
      note(
        "fixed: \(path):\(fixed.line) accepts \(fixed.entry.count) [\(fixed.entry.rule)] finding\(fixed.entry.count == 1 ? "" : "s") in \(fixed.entry.file) about \(fixed.entry.subject), and \(fixed.gone) \(fixed.gone == 1 ? "is" : "are") gone; run check-architecture with --prune-baseline to lower it"
      )
    }
    let seconds = String(format: "%.2f", elapsed)
    if report.diagnostics.isEmpty {
      note("no violations in \(root.path) (examined: \(examined); \(seconds) s)")
      return 0
    }
    let rules = Dictionary(grouping: report.diagnostics, by: \.rule).map { "\($0.key) \($0.value.count)" }.sorted()
    note(
      "\(report.diagnostics.count) violation\(report.diagnostics.count == 1 ? "" : "s") in \(root.path) (\(rules.joined(separator: ", "))); examined: \(examined); \(seconds) s"
    )
    return 1
  }
}

extension ArchitectureCheck.Report {
  /// The findings that say the index does not describe the code.
  var indexProblems: [Diagnostic] { diagnostics.filter { $0.rule == "index" } }
}
