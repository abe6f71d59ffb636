import Foundation

/// Runs every rule over one package and collects all violations in one pass, sorted by place.
struct ArchitectureCheck: Sendable {
  /// Why the package could not be checked at all: said once, with what to do.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  struct Report: Sendable {
    let root: URL
    let outcomes: [RuleOutcome]
    let diagnostics: [Diagnostic]
    /// What the rules could not see, for the summary: silence there is not a pass.
    let notExamined: [String]
    /// How many findings the baseline accepted (not among `diagnostics`).
    var accepted = 0
    /// What the baseline accepts that is fixed: a note each, never a finding.
    var fixed: [Baseline.Fixed] = []
    /// The baseline applied, when the map names one (for `--prune-baseline` and notes).
    var baseline: Baseline?
    /// Every finding before the baseline took out what it accepts (for `--write-baseline` and
    /// `--prune-baseline`).
    var beforeBaseline: [Diagnostic] = []
    /// Findings the map's exceptions excuse, each with its reason (`--explain`).
    var excused: [(diagnostic: Diagnostic, reason: String)] = []
    /// The package as it was described for this check.
    var package: PackageSnapshot?

    /// Paths relative to the package root, for fixtures' expectations.
    var text: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// This report with `baseline` taking out what it accepts from every finding before any
    /// baseline (`beforeBaseline`), and noting what it accepts that is fixed.
    func applying(_ baseline: Baseline) -> Report {
      let (remaining, accepted, fixed) = baseline.apply(to: beforeBaseline)
      var report = Report(
        root: root, outcomes: outcomes, diagnostics: Array(Set(remaining)).sorted(), notExamined: notExamined)
      (report.accepted, report.fixed, report.baseline) = (accepted, fixed, baseline)
      (report.beforeBaseline, report.excused, report.package) = (beforeBaseline, excused, package)
      return report
    }

  }

  let root: URL
  let ringMap: URL
  let indexStore: URL
  /// A scratch path for `swift package describe`, away from any build in progress.
  let scratch: URL
  /// Whether the map's baseline takes out the findings it accepts (not when it is written anew).
  var applyingBaseline = true

  func run() throws(Failure) -> Report {
    let ringMapPath = SourceIndex.relative(ringMap.standardizedFileURL.path, to: root)
    let rings: RingMap
    do { rings = try RingMapReader.load(from: ringMap, named: ringMapPath) } catch {
      throw Failure(description: error.description)
    }
    let manifest = Self.manifest(in: root)
    let traits = PackageTraits.start(
      packageAt: root, manifest: manifest,
      scratch: scratch.deletingLastPathComponent().appendingPathComponent(scratch.lastPathComponent + "-traits"))
    let package: PackageSnapshot
    do { package = try PackageSnapshot.describe(packageAt: root, scratch: scratch) } catch {
      throw Failure(description: "cannot read the package at \(root.path): \(error)")
    }
    guard FileManager.default.fileExists(atPath: indexStore.path) else {
      throw Failure(
        description:
          "no index store at \(indexStore.path); run `swift build` in \(root.path) (a debug build writes it), then check again"
      )
    }
    let store: IndexStore
    do { store = try IndexStore(path: indexStore.path) } catch { throw Failure(description: "\(error)") }
    // Targets laid out by folders are in the map through their files.
    let layered = Set(
      package.targets.filter { target in
        !target.isTest
          && package.sourceFiles(of: target).contains {
            rings.folderLevel(of: SourceIndex.relative($0, to: root)) != nil
          }
      }.map(\.name))
    let ringTargets = package.targets.filter {
      (rings.level(of: $0.name) != nil || layered.contains($0.name)) && !$0.isTest
    }
    let index = SourceIndex(
      store: store, package: package, targets: ringTargets, root: root, notBuiltHere: Set(rings.notBuiltHere.keys))
    var context = CheckContext(
      root: root, package: package, rings: rings.knowingFolderLevels(of: index.files.map(\.path)),
      ringMapPath: ringMapPath, ringMapLines: Self.lines(of: ringMap),
      manifest: manifest, index: index, layeredTargets: layered
    )
    var rules: [any ArchitectureRule] = [TargetGraphRule(), ImportRule(), PlacementRule()]
    do { rules.insert(try PurityRule(), at: 2) } catch {
      throw Failure(description: "a pattern of Engine/BannedAPIs.swift: \(error)")
    }
    let contracts = !rings.forbidden.isEmpty || !rings.independent.isEmpty
    if rings.hasFolderLayers || contracts || !rings.acyclic.isEmpty {
      // Only the rules that name symbols of the package need their names.
      if rings.hasFolderLayers || !rings.acyclic.isEmpty { context.names = SymbolNames(index) }
      context.definitions = CheckContext.definitions(in: index)
      context.targetOfFile = Dictionary(
        index.files.map { ($0.path, $0.target) }, uniquingKeysWith: { first, _ in first })
    }
    if rings.hasFolderLayers { rules.insert(ReferenceRule(), at: 2) }
    if contracts { rules.append(ContractRule()) }
    if rings.collaboration != nil { rules.append(CollaborationRule()) }
    if rings.layout != nil { rules.append(LayoutRule()) }
    if !rings.acyclic.isEmpty { rules.append(AcyclicRule()) }
    let outcomes = rules.map { $0.check(context) }
    var diagnostics = index.problems + outcomes.flatMap(\.diagnostics)
    // Rule 6: nothing passes by examining nothing. Placement has nothing to examine in a package
    // without concrete types, so it counts only when the map asks for it.
    for outcome in outcomes where outcome.examined > 0 && rings.mayExamineNothing[outcome.rule] != nil {
      diagnostics.append(
        Diagnostic(
          context.location(of: "\"\(outcome.rule)\"", in: context.ringMapLines, file: ringMapPath), rule: "vacuous",
          message:
            "\"mayExamineNothing\" excuses rule [\(outcome.rule)], which examined \(outcome.examined) \(outcome.unit); an excuse that is no longer needed hides the next regression. Remove the entry."
        ))
    }
    for outcome in outcomes
    where outcome.examined == 0 && rings.mayExamineNothing[outcome.rule] == nil
      && (outcome.rule != "placement" || !rings.placement.isEmpty)
    {
      diagnostics.append(
        Diagnostic(
          file: ringMapPath, line: 1, column: 1, rule: "vacuous",
          message:
            "rule [\(outcome.rule)] examined no \(outcome.unit); a rule that sees nothing proves nothing. Check the ring map and that the package is built."
        ))
    }
    // Folder layers: every file of a layered target is in a ring, and every glob holds a file.
    let sources = ringTargets.flatMap { target in
      package.sourceFiles(of: target).map { (SourceIndex.relative($0, to: root), target.name) }
    }
    for (path, target) in sources where layered.contains(target) && rings.level(ofFile: path, target: target) == nil {
      diagnostics.append(
        Diagnostic(
          file: path, line: 1, column: 1, rule: "graph",
          message:
            "\(path) is in no ring: target \(target) is laid out by folders, and no folder of \(ringMapPath) holds this file. Add its folder to a ring's \"folders\", or \(target) to a ring's \"targets\" as the ring of its other files."
        ))
    }
    for ring in rings.rings {
      for folder in ring.folders where !sources.contains(where: { Glob.matches(folder, $0.0) }) {
        diagnostics.append(
          Diagnostic(
            context.location(of: "\"\(folder)\"", in: context.ringMapLines, file: ringMapPath), rule: "vacuous",
            message:
              "ring \(ring.name)'s folder \"\(folder)\" holds no source file of the package; a layer that matches nothing proves nothing. Fix the glob or remove it."
          ))
      }
    }
    let packageTargets = Set(package.targets.map(\.name))
    for target in rings.notBuiltHere.keys.sorted() where !packageTargets.contains(target) {
      diagnostics.append(
        Diagnostic(
          context.location(of: "\"\(target)\"", in: context.ringMapLines, file: ringMapPath), rule: "vacuous",
          message:
            "\"notBuiltHere\" names target \(target), which the package does not have; an entry that matches nothing may hide a typo. Fix the name or remove it."
        ))
    }
    for target in ringTargets where target.sources.isEmpty && !target.isPlugin && rings.notBuiltHere[target.name] == nil
    {
      diagnostics.append(
        Diagnostic(
          context.manifestLocation(of: "\"\(target.name)\""), rule: "vacuous",
          message: "target \(target.name) of ring \(rings.ring(of: target.name)?.name ?? "?") has no source files"))
    }
    var notExamined = rings.notBuiltHere.sorted { $0.key < $1.key }.compactMap { target, reason in
      index.files.contains { $0.target == target } ? nil : "target \(target) (not built here: \(reason))"
    }
    notExamined += rings.mayExamineNothing.sorted { $0.key < $1.key }.map { "rule [\($0.key)] (\($0.value))" }
    let platformFiles = index.filesWithPlatformBranches
    if platformFiles > 0 {
      notExamined.append(
        "the other branches of \(platformFiles) file\(platformFiles == 1 ? "" : "s") with #if os/canImport/targetEnvironment/arch: the index holds only what this platform compiles"
      )
    }
    let offTraits = traits?.off() ?? []
    for (trait, files) in PackageTraits.gated(index.files, by: offTraits).sorted(by: { $0.key < $1.key }) {
      notExamined.append(
        "code behind trait \(trait), off by default, in \(files.count) file\(files.count == 1 ? "" : "s") (\(files.prefix(3).map { SourceIndex.relative($0, to: root) }.joined(separator: ", "))\(files.count > 3 ? ", …" : "")): build with --traits \(trait), then check with --no-build"
      )
    }
    diagnostics = Self.oneForEachOffence(diagnostics)
    // The code's own excuses, then the map's, each with its reason; one that excuses nothing is
    // a finding.
    let suppressions = Suppressions(files: index.files)
    let suppressed = suppressions.apply(to: Array(Set(diagnostics)).sorted())
    diagnostics = suppressed.remaining + suppressed.unused + suppressions.problems
    var excused: [(diagnostic: Diagnostic, reason: String)] = suppressed.excused
    var used = Set<Int>()
    diagnostics = Array(Set(diagnostics)).sorted().filter { diagnostic in
      guard let index = rings.exceptions.firstIndex(where: { $0.excuses(diagnostic) }) else { return true }
      used.insert(index)
      excused.append((diagnostic, rings.exceptions[index].reason))
      return false
    }
    for (index, exception) in rings.exceptions.enumerated() where !used.contains(index) {
      diagnostics.append(
        Diagnostic(
          context.location(of: exception.reason, in: context.ringMapLines, file: ringMapPath), rule: "vacuous",
          message:
            "exceptions[\(index)] (\(exception.reason)) excuses no finding; an exception that excuses nothing may hide the next one. Remove it."
        ))
    }
    let beforeBaseline = Array(Set(diagnostics)).sorted()
    var report = Report(root: root, outcomes: outcomes, diagnostics: beforeBaseline, notExamined: notExamined)
    report.package = package
    report.beforeBaseline = beforeBaseline
    report.excused = excused
    guard let named = rings.baseline, applyingBaseline else { return report }
    let url = ringMap.deletingLastPathComponent().appendingPathComponent(named).standardizedFileURL
    do {
      return report.applying(try Baseline.load(from: url, named: SourceIndex.relative(url.path, to: root)))
    } catch {
      throw Failure(description: error.description)
    }
  }

  /// The rules in the order their findings say most about an offence: a use of an outer ring
  /// that a contract also forbids is one finding, the ring's.
  static let precedence = ["graph", "imports", "references", "io", "contracts", "layout", "acyclic"]

  /// One finding for each place: where several rules flag the same file, line and column (an
  /// import both outward and forbidden), the first of `precedence` stands for the offence.
  static func oneForEachOffence(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var kept: [String: Diagnostic] = [:]
    var others: [Diagnostic] = []
    for diagnostic in diagnostics {
      guard let rank = precedence.firstIndex(of: diagnostic.rule) else {
        others.append(diagnostic)
        continue
      }
      let place = "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)"
      if let existing = kept[place], let held = precedence.firstIndex(of: existing.rule),
        held < rank || (held == rank && existing <= diagnostic)
      {
        if held == rank && existing != diagnostic { others.append(diagnostic) }
        continue
      }
      if let existing = kept[place], existing.rule == diagnostic.rule { others.append(existing) }
      kept[place] = diagnostic
    }
    return Array(kept.values) + others
  }

  /// The manifest SwiftPM reads here, under the tools this checker was built with.
  private static func manifest(in root: URL) -> ManifestText {
    let path = ManifestText.chosen(in: root, tools: toolsVersion)
    return ManifestText(
      path: path, text: (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? "")
  }

  /// The Swift tools this checker was compiled with (the plugin builds it with the package's).
  static var toolsVersion: [Int] {
    #if compiler(>=7.0)
      [7, 0]
    #elseif compiler(>=6.4)
      [6, 4]
    #elseif compiler(>=6.3)
      [6, 3]
    #elseif compiler(>=6.2)
      [6, 2]
    #elseif compiler(>=6.1)
      [6, 1]
    #else
      [6, 0]
    #endif
  }

  private static func lines(of url: URL) -> [Substring] {
    ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
  }
}
