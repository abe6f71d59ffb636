import Foundation

// `check-architecture`: the suite's rules over any package, from the command line.
// scripts/check-architecture compiles this file with Engine/ and Rules/ and runs it.

let usage = """
  usage: check-architecture PACKAGE [--rings FILE] [--index-store PATH] [--no-build]
                            [--format text|json|github] [--write-baseline] [--explain]

  Checks that the targets of the Swift package at PACKAGE point inward, as its ring map says.
  The map is FILE, else the first of PACKAGE/rings.json, PACKAGE/ArchitectureTests/rings.json and
  PACKAGE/Tests/ArchitectureTests/rings.json. The package is built with `swift build` when its
  index is missing or older than its sources, unless --no-build.
  Violations are printed in the compiler's format (text, the default, for editors), as a JSON
  array of objects with the fields file, line, column, rule, severity and message (json), or as
  GitHub workflow annotations (github); the summary goes to standard error.
  --write-baseline writes every finding now into the map's "baseline" file (else
  architecture-baseline.json beside the map, which the map must then name): from then on only new
  findings fail, and an entry that accepts findings no longer there is one.
  --explain lists on standard error each finding the map's exceptions excuse, with the reason.
  Exit status: 0 no violations, 1 violations, 2 could not check.
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("check-architecture: error: \(message)\n".utf8))
  exit(2)
}

func note(_ message: String) {
  FileHandle.standardError.write(Data("check-architecture: \(message)\n".utf8))
}

var arguments = CommandLine.arguments.dropFirst()[...]
var packagePath: String?
var ringsPath: String?
var storePath: String?
var build = true
var format = Diagnostic.Format.text
var writeBaseline = false
var explain = false
while let argument = arguments.popFirst() {
  switch argument {
  case "-h", "--help":
    print(usage)
    exit(0)
  case "--rings", "--index-store":
    guard let value = arguments.popFirst() else { fail("\(argument) needs a value\n\(usage)") }
    if argument == "--rings" { ringsPath = value } else { storePath = value }
  case "--no-build": build = false
  case "--write-baseline": writeBaseline = true
  case "--explain": explain = true
  case "--format":
    guard let value = arguments.popFirst(), let chosen = Diagnostic.Format(rawValue: value) else {
      fail("--format takes text, json or github\n\(usage)")
    }
    format = chosen
  default:
    guard !argument.hasPrefix("-"), packagePath == nil else { fail("unexpected argument \(argument)\n\(usage)") }
    packagePath = argument
  }
}
guard let packagePath else { fail("name the package to check\n\(usage)") }
let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let root = URL(fileURLWithPath: packagePath, relativeTo: here).standardizedFileURL
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
  fail("no Package.swift in \(root.path); name the folder of a Swift package")
}
let candidates = ["rings.json", "ArchitectureTests/rings.json", "Tests/ArchitectureTests/rings.json"].map {
  root.appendingPathComponent($0)
}
guard
  let ringMap = ringsPath.map({ URL(fileURLWithPath: $0, relativeTo: here).standardizedFileURL })
    ?? candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) })
else {
  fail(
    "no ring map for \(root.path): pass --rings FILE, or write rings.json in the package (docs/ARCHITECTURE-TESTS.md, \"Write the ring map\")"
  )
}
let indexStore =
  storePath.map { URL(fileURLWithPath: $0, relativeTo: here).standardizedFileURL }
  ?? root.appendingPathComponent(".build/debug/index/store")
let check = {
  var check = ArchitectureCheck(root: root, ringMap: ringMap, indexStore: indexStore, scratch: CheckSettings.scratch)
  check.applyingBaseline = !writeBaseline
  return check
}()
defer { try? FileManager.default.removeItem(at: CheckSettings.scratch) }

/// `swift build` in the package; its output is shown only when it fails, as the reason.
func buildPackage() -> Bool {
  note("building \(root.path) to write its index (swift build)")
  let log = FileManager.default.temporaryDirectory.appendingPathComponent("check-architecture-build-\(getpid())")
  defer { try? FileManager.default.removeItem(at: log) }
  guard FileManager.default.createFile(atPath: log.path, contents: nil),
    let output = try? FileHandle(forWritingTo: log)
  else { return false }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swift", "build", "--package-path", root.path]
  process.standardOutput = output
  process.standardError = output
  process.standardInput = FileHandle.nullDevice
  do { try process.run() } catch { return false }
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    FileHandle.standardError.write(Data(text.split(separator: "\n").suffix(40).joined(separator: "\n").utf8 + [10]))
    return false
  }
  return true
}

/// The check alone, timed: what a team pays on every run once the package is built.
func timedCheck() throws(ArchitectureCheck.Failure) -> (ArchitectureCheck.Report, TimeInterval) {
  let start = Date()
  let report = try check.run()
  return (report, Date().timeIntervalSince(start))
}

var report: ArchitectureCheck.Report
var elapsed: TimeInterval
var built = false
do {
  if !FileManager.default.fileExists(atPath: indexStore.path) && build && storePath == nil {
    guard buildPackage() else { fail("`swift build` failed in \(root.path); fix the build, then check again") }
    built = true
  }
  (report, elapsed) = try timedCheck()
  if build && !built && storePath == nil && report.diagnostics.contains(where: { $0.rule == "index" }) {
    guard buildPackage() else { fail("`swift build` failed in \(root.path); fix the build, then check again") }
    (report, elapsed) = try timedCheck()
  }
} catch {
  fail(error.description)
}
if writeBaseline {
  let named = (try? RingMapReader.load(from: ringMap, named: ringMap.lastPathComponent))?.baseline
  let file = ringMap.deletingLastPathComponent().appendingPathComponent(named ?? "architecture-baseline.json")
  let accepted = report.diagnostics.filter { Baseline.acceptable.contains($0.rule) }
  do { try Data(Baseline.encode(accepted).utf8).write(to: file) } catch {
    fail("cannot write \(file.path): \(error.localizedDescription)")
  }
  note("wrote \(accepted.count) accepted finding\(accepted.count == 1 ? "" : "s") to \(file.path)")
  if named == nil { note("add \"baseline\": \"architecture-baseline.json\" to \(ringMap.path) to use it") }
  let others = report.diagnostics.filter { !Baseline.acceptable.contains($0.rule) }
  guard others.isEmpty else {
    print(Diagnostic.render(others, as: format, root: report.root, from: here))
    note("\(others.count) finding\(others.count == 1 ? "" : "s") no baseline accepts (the index, the map): fix them")
    exit(1)
  }
  exit(0)
}
let seconds = String(format: "%.2f", elapsed)
let rendered = Diagnostic.render(report.diagnostics, as: format, root: report.root, from: here)
if !rendered.isEmpty || format == .json { print(rendered) }
let examined = report.outcomes.map { "\($0.rule) \($0.examined)" }.joined(separator: ", ")
for line in report.notExamined { note("not examined: \(line)") }
for (diagnostic, reason) in report.excused where explain {
  note("excused: \(diagnostic.rendered(root: report.root, from: here)) (because: \(reason))")
}
if !report.excused.isEmpty && !explain {
  note(
    "\(report.excused.count) finding\(report.excused.count == 1 ? "" : "s") excused by the map's exceptions (--explain lists them)"
  )
}
if report.accepted > 0 {
  note("\(report.accepted) finding\(report.accepted == 1 ? "" : "s") accepted by the baseline, not shown")
}
if report.diagnostics.isEmpty {
  note("no violations in \(root.path) (examined: \(examined); \(seconds) s)")
  exit(0)
}
let rules = Dictionary(grouping: report.diagnostics, by: \.rule).map { "\($0.key) \($0.value.count)" }.sorted()
note(
  "\(report.diagnostics.count) violation\(report.diagnostics.count == 1 ? "" : "s") in \(root.path) (\(rules.joined(separator: ", "))); examined: \(examined); \(seconds) s"
)
exit(1)
