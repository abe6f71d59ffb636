/// Every rule's tag with what it checks, for the reports that describe their rules (SARIF's
/// `tool.driver.rules`); docs/ARCHITECTURE-TESTS.md's table says the same at length.
enum RuleCatalog {
  struct Rule: Sendable {
    let id: String
    let name: String
    let summary: String
  }

  static let all: [Rule] = [
    Rule(
      id: "graph", name: "TargetsPointInward",
      summary: "The declared target graph has the map's rings and points inward."),
    Rule(
      id: "imports", name: "ImportsStayInward",
      summary: "Every import names a module the file's ring may use, each a direct dependency."),
    Rule(
      id: "references", name: "ReferencesStayInward",
      summary: "A file of a folder layer references nothing defined in an outer layer."),
    Rule(
      id: "io", name: "InnerRingsDoNoIO",
      summary: "Pure rings reference no file, network, process, environment, stream or clock API."),
    Rule(
      id: "placement", name: "RolesLiveInTheirRing",
      summary: "Concrete types named for a role live in that role's ring."),
    Rule(
      id: "collaboration", name: "CollaboratorsThroughProtocols",
      summary: "Holders keep their collaborators through protocols."),
    Rule(
      id: "layout", name: "LaidOutByScene",
      summary: "The outer ring is laid out by scene, and kept calls stay in their folder."),
    Rule(id: "contracts", name: "ContractsHold", summary: "The map's forbidden and independent contracts hold."),
    Rule(
      id: "acyclic", name: "NoCycles", summary: "No cycle of dependencies between the targets or folders the map names."
    ),
    Rule(id: "baseline", name: "BaselineIsReadable", summary: "The baseline the map names can be read."),
    Rule(
      id: "suppression", name: "SuppressionsAreUsedAndExplained",
      summary: "An architecture:allow comment names a rule, gives a reason and excuses a finding."),
    Rule(
      id: "vacuous", name: "NothingPassesByExaminingNothing",
      summary: "Every rule, ring, glob and excuse examines or excuses something."),
    Rule(
      id: "index", name: "TheIndexIsCurrent", summary: "The index store covers every source file and is newer than it."),
  ]

  static func index(of id: String) -> Int? {
    all.firstIndex { $0.id == id }
  }
}
