/// Every rule's tag with what it checks, for the reports that describe their rules (SARIF's
/// `tool.driver.rules` and their help). `checks` and `failsWhen` are the rule table of
/// docs/ARCHITECTURE-TESTS.md, word for word (RuleCatalogTests proves it), since an adopter's
/// code-scanning service shows them where the guide is out of reach.
enum RuleCatalog {
  struct Rule: Sendable {
    let id: String
    let name: String
    let summary: String
    /// What the rule checks, in Markdown.
    let checks: String
    /// When it fails, in Markdown.
    let failsWhen: String

    /// The help without Markdown's marks, for viewers that show plain text.
    var plainHelp: String {
      String("Checks: \(checks). Fails when: \(failsWhen).".filter { $0 != "`" })
    }

    var markdownHelp: String {
      "**Checks:** \(checks).\n\n**Fails when:** \(failsWhen)."
    }
  }

  static let all: [Rule] = [
    Rule(
      id: "graph", name: "TargetsPointInward",
      summary: "The declared target graph has the map's rings and points inward.",
      checks: "the declared target graph has exactly the rings of the map and points inward",
      failsWhen:
        "a non-test target is in no ring and neither ignored nor a tool; a target depends on one in an outer ring; a target uses a product of another package its ring's `products` do not list; a `tools` target depends on a ring's target, or a ring's target on a tool (a package dependency no target uses, as one for a command plugin, is no edge)"
    ),
    Rule(
      id: "imports", name: "ImportsStayInward",
      summary: "Every import names a module the file's ring may use, each a direct dependency.",
      checks: "every import names a module its ring may use, and each imported ring is a direct declared dependency",
      failsWhen:
        "a ring imports an outer ring, a module it may not use (`FoundationNetworking`, `Glibc` in a ring that lists only `Foundation`), or a ring it reaches only transitively; a ring whose map does not allow it uses `@_exported import`. Every import form counts: `internal`, `public`, `package`, `private`, `fileprivate` imports, `@_implementationOnly`, `@preconcurrency`, `@_spi(…)`, `import struct M.T`"
    ),
    Rule(
      id: "references", name: "ReferencesStayInward",
      summary: "A file of a folder layer references nothing defined in an outer layer.",
      checks:
        "(when a ring has `folders`) a file references nothing defined in a file of an outer ring, nor, from a `strict` ring, of a ring further in than the next",
      failsWhen:
        "a reference the compiler resolved (the index's references and definitions; no parsing) goes outward; one report per line and defining file"
    ),
    Rule(
      id: "io", name: "InnerRingsDoNoIO",
      summary: "Pure rings reference no file, network, process, environment, stream or clock API.",
      checks:
        "pure rings reference no file, network, process, environment, standard-stream or clock API, nor one the map bans",
      failsWhen:
        "a reference resolves to an entry of `Engine/BannedAPIs.swift` (the single list for Swift and Foundation, with a reason for each entry: `FileManager`, `Date()`, `NSHomeDirectory()`, `NSTemporaryDirectory()`, `NSUserName()` and their kin …) that the map's `allowedAPIs` does not allow, or to an API of the map's `bannedAPIs` (`UUID()`, `Int.random(in:)`, `arc4random`), or is a C call the ring's `cCalls` bans: every C function or global (`\"all\"`, the default) or those of `Engine/CLibraryIO.swift` (`\"io\"`), whether called directly (`clock_gettime`, also from the ring's own C sources) or through the platform module's Swift overlay (`Glibc.ioctl`, `Glibc.open`)"
    ),
    Rule(
      id: "placement", name: "RolesLiveInTheirRing",
      summary: "Concrete types named for a role live in that role's ring.",
      checks: "(when the map has `placement`) concrete types named for a role live in that role's ring",
      failsWhen:
        "a class, struct, enum or actor named with a suffix of the map's `placement` (`…Interactor`, say) outside the ring it names for that suffix; protocols are not placed, as an inner ring names its output ports after the role that implements them outside"
    ),
    Rule(
      id: "collaboration", name: "CollaboratorsThroughProtocols",
      summary: "Holders keep their collaborators through protocols.",
      checks: "(when the map has `collaboration`) holders keep collaborators through protocols",
      failsWhen:
        "a stored property of a holder (a class, struct or actor named with a `holders` suffix) has as its type a concrete class, struct, enum or actor named with a `roles` suffix; the message names the protocols that type conforms to"
    ),
    Rule(
      id: "layout", name: "LaidOutByScene",
      summary: "The outer ring is laid out by scene, and kept calls stay in their folder.",
      checks: "(when the map has `layout`) the outer ring is laid out by scene",
      failsWhen:
        "a scene folder of the outer ring (`<ring>/Scenes/<Scene>/`) without a folder of the same name in each sibling ring; a folder of a sibling ring defining an `…Interactor`, `…Presenter` or `…Router` without a scene folder; a `…Configurator` or `…JSONExporter` outside the scene folder it is named for; a call the map's `layout.folders` keeps in one folder (here `isatty` and `ioctl` in `System/`, `tcgetattr` and `tcsetattr` in `Terminal/`) made outside it"
    ),
    Rule(
      id: "contracts", name: "ContractsHold",
      summary: "The map's forbidden and independent contracts hold.",
      checks: "(when the map has `forbidden` or `independent`) the map's own contracts hold",
      failsWhen:
        "a target dependency, an import or a reference goes from a `forbidden` entry's `from` to its `to`, or between two layers of an `independent` group"
    ),
    Rule(
      id: "acyclic", name: "NoCycles",
      summary: "No cycle of dependencies between the targets or folders the map names.",
      checks:
        "(when the map has `acyclic`) the slices of a folder (`<ring>/Scenes/*`: each subfolder one slice) may use one another, but never in a cycle, as ArchUnit's `slices().should().beFreeOfCycles()`",
      failsWhen:
        "references the compiler resolved form a cycle between slices; one finding per cycle, printed slice by slice (`Cart → Checkout → Cart`) with the reference that makes each step. Every step on a cycle is on one reported (for each, the shortest cycle through it), and each is known to a baseline by its own steps (`A ↔ B`; a longer one by its path), so a new cycle through an accepted one never stands for it"
    ),
    Rule(
      id: "baseline", name: "BaselineIsReadable",
      summary: "The baseline the map names can be read.",
      checks: "(when the map names a `baseline`) the baseline can be read",
      failsWhen:
        "the file is missing or is not JSON, or an entry lacks its `rule`, `file`, `subject` or a `count` of 1 or more"
    ),
    Rule(
      id: "suppression", name: "SuppressionsAreUsedAndExplained",
      summary: "An architecture:allow comment names a rule, gives a reason and excuses a finding.",
      checks: "an `// architecture:allow RULE — reason` comment says why",
      failsWhen:
        "the comment names no rule, names one this suite lacks or gives no reason, or is spelt another way (`architecture:disable`, SwiftLint's habit); it then excuses nothing"
    ),
    Rule(
      id: "vacuous", name: "NothingPassesByExaminingNothing",
      summary: "Every rule, ring, glob and excuse examines or excuses something.",
      checks: "nothing passes by examining nothing",
      failsWhen:
        "a rule examined nothing (unless `mayExamineNothing` says why), a ring, `ignore`, `tools` or `notBuiltHere` names a target the package lacks, a ring's target has no source files, a folder glob holds no file, an `acyclic` entry matches fewer than two slices, an exception or an `architecture:allow` comment excuses nothing, an excuse in `mayExamineNothing` is not needed"
    ),
    Rule(
      id: "index", name: "TheIndexIsCurrent",
      summary: "The index store covers every source file and is newer than it.",
      checks: "the index is there and current; otherwise nothing is checked (exit 2)",
      failsWhen:
        "the store has no unit for any file (said once), a source file has no index unit, or its unit is older than the file. The test target reports them as failures; the tool and the plugin stop with exit 2, since findings from an index older than the code are not findings about it"
    ),
  ]

  static func index(of id: String) -> Int? {
    all.firstIndex { $0.id == id }
  }
}
