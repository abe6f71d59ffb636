/// Rule 9, when the map has `acyclic`: the folders of a group (`Sources/App/Features/*`, each
/// subfolder a slice) may use one another, but never in a cycle, as ArchUnit's
/// `slices().should().beFreeOfCycles()`. Uses are the references the compiler resolved (the
/// index's references and definitions), so a cycle through an extension or a fully qualified
/// name is found too. Each cycle is one finding, printed slice by slice with one reference that
/// makes each step.
struct AcyclicRule: ArchitectureRule {
  func check(_ context: CheckContext) -> RuleOutcome {
    var outcome = RuleOutcome(rule: "acyclic", unit: "references between slices")
    for group in context.rings.acyclic {
      let parent = String(group.slices.dropLast(2)) + "/"
      func slice(of path: String) -> String? {
        guard path.hasPrefix(parent) else { return nil }
        let rest = path.dropFirst(parent.count)
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        return String(rest[..<slash])
      }
      // For each edge between slices, the first reference that makes it.
      var edges: [String: [String: (file: String, line: Int, column: Int, symbol: String, defined: String)]] = [:]
      var slices: Set<String> = []
      for file in context.index.files {
        guard let from = slice(of: file.path) else { continue }
        slices.insert(from)
        for occurrence in file.occurrences
        where occurrence.roles & IndexStore.Role.reference != 0 && occurrence.symbol.kind != IndexStore.Kind.module {
          guard let defined = context.definitions[occurrence.symbol.usr], let to = slice(of: defined), to != from else {
            continue
          }
          outcome.examined += 1
          if edges[from]?[to] == nil {
            edges[from, default: [:]][to] = (
              file.path, occurrence.line, occurrence.column, context.names.display(occurrence.symbol), defined
            )
          }
        }
      }
      if slices.count < 2 {
        outcome.diagnostics.append(
          Diagnostic(
            context.location(of: "\"\(group.slices)\"", in: context.ringMapLines, file: context.ringMapPath),
            rule: "vacuous",
            message:
              "acyclic \"\(group.slices)\" matches \(slices.count) folder\(slices.count == 1 ? "" : "s") with source files; a group of fewer than two slices can hold no cycle.",
            remedy: "Fix the glob or remove the entry."))
        continue
      }
      for cycle in Self.cycles(in: edges.mapValues { Set($0.keys) }) {
        let steps = zip(cycle, cycle.dropFirst() + [cycle[0]]).compactMap { from, to in
          edges[from]?[to].map { (from, to, $0) }
        }
        guard let first = steps.first else { continue }
        let path = (cycle + [cycle[0]]).joined(separator: " → ")
        let because = steps.map { from, to, use in
          "\(use.file):\(use.line) uses \(use.symbol), defined in \(to)"
        }.joined(separator: "; ")
        outcome.diagnostics.append(
          Diagnostic(
            file: first.2.file, line: first.2.line, column: first.2.column, rule: "acyclic",
            message: "the slices of \(group.slices) form a cycle, \(path) (\(group.reason)): \(because).",
            remedy:
              "Break one step: move what the two slices share into a folder of its own that both use, or invert the use with a protocol the used slice declares.",
            subject: Self.subject(cycle), edge: path))
      }
    }
    return outcome
  }

  /// What a baseline knows a cycle by: its own steps. Two slices that use each other are
  /// `A ↔ B`, as before; a longer cycle is its path from its smallest slice (`A → C → B → A`),
  /// so no other cycle through the same slices is taken for it.
  static func subject(_ cycle: [String]) -> String {
    cycle.count == 2 ? cycle.sorted().joined(separator: " ↔ ") : (cycle + [cycle[0]]).joined(separator: " → ")
  }

  /// The cycles of the graph, each as its nodes from the smallest, each step an edge: within each
  /// group of nodes that reach one another (Tarjan's strongly connected components), for every
  /// step, the shortest cycle through it, so every step that is on a cycle is on one reported.
  static func cycles(in graph: [String: Set<String>]) -> [[String]] {
    var index = 0
    var indices: [String: Int] = [:]
    var lowlinks: [String: Int] = [:]
    var stack: [String] = []
    var onStack: Set<String> = []
    var components: [[String]] = []
    func connect(_ node: String) {
      indices[node] = index
      lowlinks[node] = index
      index += 1
      stack.append(node)
      onStack.insert(node)
      for next in (graph[node] ?? []).sorted() {
        if indices[next] == nil {
          connect(next)
          lowlinks[node] = min(lowlinks[node] ?? 0, lowlinks[next] ?? 0)
        } else if onStack.contains(next) {
          lowlinks[node] = min(lowlinks[node] ?? 0, indices[next] ?? 0)
        }
      }
      guard lowlinks[node] == indices[node] else { return }
      var component: [String] = []
      while let top = stack.popLast() {
        onStack.remove(top)
        component.append(top)
        if top == node { break }
      }
      if component.count > 1 { components.append(component) }
    }
    for node in Set(graph.keys).union(graph.values.flatMap { $0 }).sorted() where indices[node] == nil {
      connect(node)
    }
    // Within each component, for each step not yet on a cycle found, the shortest cycle through
    // it: every cycle is reported as itself, so a new one never stands for (or hides) another.
    var found: [[String]] = []
    var seen: Set<[String]> = []
    for component in components {
      let members = Set(component)
      var covered: Set<[String]> = []
      for from in component.sorted() {
        for to in (graph[from] ?? []).sorted() where members.contains(to) && !covered.contains([from, to]) {
          guard let back = shortestPath(from: to, to: from, within: members, in: graph) else { continue }
          let cycle = [from] + back.dropLast()
          for (step, next) in zip(cycle, cycle.dropFirst() + [cycle[0]]) { covered.insert([step, next]) }
          guard let smallest = cycle.indices.min(by: { cycle[$0] < cycle[$1] }) else { continue }
          let rotated = Array(cycle[smallest...] + cycle[..<smallest])
          if seen.insert(rotated).inserted { found.append(rotated) }
        }
      }
    }
    return found.sorted { $0.joined(separator: "\u{0}") < $1.joined(separator: "\u{0}") }
  }

  /// A shortest path from `start` to `end` (both included), breadth first in name order; nil
  /// when there is none.
  private static func shortestPath(
    from start: String, to end: String, within members: Set<String>, in graph: [String: Set<String>]
  ) -> [String]? {
    var previous: [String: String] = [:]
    var queue = [start]
    var visited: Set<String> = [start]
    while !queue.isEmpty {
      let node = queue.removeFirst()
      if node == end {
        var path = [end]
        var step = end
        while step != start, let before = previous[step] {
          path.insert(before, at: 0)
          step = before
        }
        return path
      }
      for next in (graph[node] ?? []).sorted() where members.contains(next) && visited.insert(next).inserted {
        previous[next] = node
        queue.append(next)
      }
    }
    return nil
  }
}
