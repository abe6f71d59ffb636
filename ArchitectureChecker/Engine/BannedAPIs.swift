/// The APIs pure rings may not reference, matched on the USR the compiler resolved, so
/// `Foundation.FileManager.default` is caught whatever the import or qualification. This list is
/// the single place to add one; each entry says why. C calls are judged apart (`CCall`,
/// `CLibraryIO`).
struct BannedAPI: Sendable {
  enum Category: String, Sendable {
    case fileSystem = "file-system access"
    case network = "network access"
    case process = "process or environment access"
    case standardStreams = "standard input or output"
    case streams = "file or socket streams"
    case threads = "threads"
    case clock = "a clock"
  }

  /// How messages name it (`FileManager`).
  let name: String
  let category: Category
  let reason: String
  /// A regular expression over the USR of each referenced symbol.
  let usrPattern: String

  /// `FileManager.default`, `Date()`, `print()`: the API as the source spells it.
  func spelling(of symbolName: String) -> String {
    var member = symbolName
    for accessor in ["getter:", "setter:"] where member.hasPrefix(accessor) { member.removeFirst(accessor.count) }
    if member == name { return name }
    if member.hasPrefix(name + "(") { return name + "()" }
    if member.hasPrefix("init(") { return name + member.dropFirst("init".count) }
    return name + "." + member
  }
}

extension BannedAPI {
  /// Foundation's types live in several modules on Linux; a USR names the one that defines them.
  private static let foundation = [
    "Foundation", "FoundationEssentials", "FoundationNetworking",
    "FoundationInternationalization",
  ].map { "\($0.count)\($0)" }.joined(separator: "|")

  private static func entry(_ name: String, _ category: Category, _ reason: String, usr pattern: String) -> BannedAPI {
    BannedAPI(name: name, category: category, reason: reason, usrPattern: pattern)
  }

  /// A Foundation type and all its members; `kind` is the mangling's C (class) or V (struct).
  private static func foundationType(_ name: String, _ kind: String, _ category: Category, _ reason: String)
    -> BannedAPI
  {
    entry(name, category, reason, usr: "^s:(?:\(foundation))\(name.count)\(name)\(kind)")
  }

  /// Members of a Foundation type whose mangled name after the type starts with `member`.
  private static func foundationMember(
    _ type: String, _ kind: String, _ member: String, _ category: Category, _ reason: String
  ) -> BannedAPI {
    entry(type, category, reason, usr: "^s:(?:\(foundation))\(type.count)\(type)\(kind)\(member)")
  }

  static let all: [BannedAPI] = [
    foundationType("FileManager", "C", .fileSystem, "reads and writes the file system"),
    foundationType("FileHandle", "C", .fileSystem, "reads and writes files and the standard streams"),
    foundationType("FileWrapper", "C", .fileSystem, "reads and writes the file system"),
    foundationType("Bundle", "C", .fileSystem, "reads resources from disk"),
    foundationMember("Data", "V", "10contentsOf", .fileSystem, "reads a file or URL"),
    foundationMember("Data", "V", "5write", .fileSystem, "writes a file"),
    entry("String", .fileSystem, "reads a file or URL", usr: "^s:SS(?:\(foundation))E\\d+contentsOf"),
    entry("String", .fileSystem, "writes a file", usr: "^s:(?:SS|Sy)(?:\(foundation))E5write"),
    entry("URLSession", .network, "talks to the network", usr: "^s:(?:\(foundation))\\d+URLSession\\w*C"),
    foundationType("Host", "C", .network, "resolves host names"),
    foundationType("Stream", "C", .streams, "reads and writes files and sockets"),
    foundationType("InputStream", "C", .streams, "reads files and sockets"),
    foundationType("OutputStream", "C", .streams, "writes files and sockets"),
    // Foundation's older families, each with a file or clock behind it.
    foundationMember("NSData", "C", "(?:\\d+contentsOf|5write)", .fileSystem, "reads or writes a file or URL"),
    foundationMember("NSString", "C", "(?:\\d+contentsOf|5write)", .fileSystem, "reads or writes a file or URL"),
    foundationType("NSFileHandle", "C", .fileSystem, "reads and writes files and the standard streams"),
    entry("NSLog", .standardStreams, "writes to standard error", usr: "^s:(?:\(foundation))5NSLog"),
    entry("os_log", .standardStreams, "writes to the system log", usr: "^(?:s:2os|c:@F@os_log)"),
    foundationType("Thread", "C", .threads, "starts threads and sleeps on the clock"),
    foundationType("RunLoop", "C", .clock, "waits on the clock and on input"),
    foundationType("Timer", "C", .clock, "fires on the clock"),
    foundationType("ProcessInfo", "C", .process, "reads the environment, arguments and host"),
    // The functions that read who the user is and where their folders are.
    entry(
      "NSHomeDirectory", .process, "reads the environment (HOME) and the user database",
      usr: "^s:(?:\(foundation))15NSHomeDirectory"),
    entry(
      "NSHomeDirectoryForUser", .process, "reads the user database", usr: "^s:(?:\(foundation))22NSHomeDirectoryForUser"
    ),
    entry(
      "NSTemporaryDirectory", .process, "reads the environment (TMPDIR)",
      usr: "^s:(?:\(foundation))20NSTemporaryDirectory"),
    entry("NSUserName", .process, "reads the user database", usr: "^s:(?:\(foundation))10NSUserName"),
    entry("NSFullUserName", .process, "reads the user database", usr: "^s:(?:\(foundation))14NSFullUserName"),
    entry(
      "NSOpenStepRootDirectory", .process, "reads the file system's root",
      usr: "^s:(?:\(foundation))23NSOpenStepRootDirectory"),
    foundationType("Process", "C", .process, "starts processes"),
    foundationType("Pipe", "C", .process, "connects processes"),
    foundationType("UserDefaults", "C", .process, "reads and writes persistent settings"),
    foundationMember("Locale", "V", "7current", .process, "depends on the machine's settings"),
    foundationMember("Locale", "V", "19autoupdatingCurrent", .process, "depends on the machine's settings"),
    foundationMember("TimeZone", "V", "7current", .process, "depends on the machine's settings"),
    foundationMember("Calendar", "V", "7current", .process, "depends on the machine's settings"),
    entry("CommandLine", .process, "reads the process's arguments", usr: "^s:s11CommandLineO"),
    // Only the forms without `to:`: `print(x, to: &text)` writes into a string, which is no I/O.
    entry("print", .standardStreams, "writes to standard output", usr: "^s:s5print_(?!.*2to)"),
    entry("debugPrint", .standardStreams, "writes to standard output", usr: "^s:s10debugPrint_(?!.*2to)"),
    entry("dump", .standardStreams, "writes to standard output", usr: "^s:s4dump_(?!.*2to)"),
    entry("readLine", .standardStreams, "reads standard input", usr: "^s:s8readLine"),
    entry("Date", .clock, "reads the wall clock", usr: "^s:(?:\(foundation))4DateVACycfc$"),
    foundationMember("Date", "V", "3now", .clock, "reads the wall clock"),
    foundationMember("Date", "V", "20timeIntervalSinceNow", .clock, "reads the wall clock"),
    // The clocks are declared in _Concurrency; older toolchains put them in Swift (`s:s`). Only
    // reading (`now`) or waiting (`sleep`) is I/O: `ContinuousClock.Instant` as a type is data.
    entry(
      "ContinuousClock", .clock, "reads a system clock", usr: "^s:(?:s|12_Concurrency)15ContinuousClockV(?:3now|5sleep)"
    ),
    entry(
      "SuspendingClock", .clock, "reads a system clock", usr: "^s:(?:s|12_Concurrency)15SuspendingClockV(?:3now|5sleep)"
    ),
    entry("Task", .clock, "waits on a system clock", usr: "^s:ScT.*5sleep"),
    entry("DispatchTime", .clock, "reads a system clock", usr: "^s:8Dispatch.*3now"),
  ]
}
