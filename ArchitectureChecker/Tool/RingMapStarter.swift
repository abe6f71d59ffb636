import Foundation

/// `--init`: a first ring map read from the package's declared target graph, with no build. One
/// ring per target, innermost first (each after everything it depends on), so the graph passes
/// as it stands; every ring may import anything and none is pure, since which rings must do no
/// I/O is the team's decision, not the graph's. Plugins are left out (`ignore`): they are built
/// for the build host, apart from the product.
enum RingMapStarter {
  struct Start {
    let text: String
    let rings: [String]
    let ignored: [String]
  }

  static func map(of package: PackageSnapshot) -> Start {
    let product = package.targets.filter { !$0.isTest && !$0.isPlugin }
    let names = Set(product.map(\.name))
    var waiting = Dictionary(
      uniqueKeysWithValues: product.map { ($0.name, Set(($0.targetDependencies ?? []).filter(names.contains))) })
    var order: [String] = []
    // The ready targets by name, so the same graph always gives the same map.
    while let next = waiting.filter({ $0.value.isEmpty }).keys.sorted().first {
      order.append(next)
      waiting[next] = nil
      for key in waiting.keys { waiting[key]?.remove(next) }
    }
    // SwiftPM refuses a cyclic graph; should one come, its targets still get rings.
    order += waiting.keys.sorted()
    let byName = Dictionary(uniqueKeysWithValues: product.map { ($0.name, $0) })
    let q = Diagnostic.quoted
    let rings = order.map { name in
      let products = (byName[name]?.productDependencies ?? []).sorted()
      let uses = products.isEmpty ? "" : ", \"products\": [\(products.map(q).joined(separator: ", "))]"
      return "    { \"name\": \(q(name)), \"targets\": [\(q(name))], \"imports\": [\"*\"], \"pure\": false\(uses) }"
    }
    let ignored = package.targets.filter(\.isPlugin).map(\.name).sorted()
    var text = "{\n  \"rings\": [\n" + rings.joined(separator: ",\n") + "\n  ]"
    if !ignored.isEmpty { text += ",\n  \"ignore\": [\(ignored.map(q).joined(separator: ", "))]" }
    // Until a ring is pure, [io] has nothing to look at; the check says to remove this once one is.
    text += ",\n  \"mayExamineNothing\": { \"io\": \"no ring is pure yet: mark those that must do no I/O\" }"
    return Start(text: text + "\n}\n", rings: order, ignored: ignored)
  }
}
