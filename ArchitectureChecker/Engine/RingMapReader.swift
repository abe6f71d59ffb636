import Foundation

/// Reads `rings.json` key by key, so a mistake is named once, by its place in the file
/// (`rings[1] (UseCases) is missing key "pure"`), instead of surfacing as a decoding error.
/// Unknown keys are mistakes too: a misspelt optional key would otherwise be ignored silently.
struct RingMapReader {
  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  let file: String

  /// Reads the map at `url`; problems name it as `name` (its path from the package root).
  static func load(from url: URL, named name: String) throws(Problem) -> RingMap {
    let reader = RingMapReader(file: name)
    let data: Data
    do { data = try Data(contentsOf: url) } catch {
      throw Problem(description: "\(name): cannot read the ring map (\(error.localizedDescription))")
    }
    return try reader.read(data)
  }

  func read(_ data: Data) throws(Problem) -> RingMap {
    let json: Any
    do { json = try JSONSerialization.jsonObject(with: data) } catch {
      throw problem("", "is not valid JSON (\(error.localizedDescription))")
    }
    let top = try object(json, at: "")
    try keys(
      of: top, at: "",
      allowed: [
        "rings", "ignore", "placement", "collaboration", "layout", "notBuiltHere", "mayExamineNothing", "baseline",
        "exceptions", "forbidden", "independent", "tools", "bannedAPIs", "allowedAPIs", "acyclic",
      ])
    guard let ringList = top["rings"] else {
      throw problem("", "is missing key \"rings\" (the rings, innermost first)")
    }
    let ringValues = try array(ringList, at: "rings")
    let rings = try ringValues.enumerated().map { (index, value) throws(Problem) in
      try ring(value, at: "rings[\(index)]", outermost: index == ringValues.count - 1)
    }
    if rings.isEmpty { throw problem("rings", "is empty; name at least one ring") }
    var map = RingMap(
      rings: rings,
      ignore: try top["ignore"].map { value throws(Problem) in try strings(value, at: "ignore") } ?? [],
      placement: try top["placement"].map { value throws(Problem) in try placements(value) } ?? [],
      collaboration: try top["collaboration"].map { value throws(Problem) in try collaboration(value) },
      layout: try top["layout"].map { value throws(Problem) in try layout(value) })
    map.notBuiltHere =
      try top["notBuiltHere"].map { value throws(Problem) in try reasons(value, at: "notBuiltHere") } ?? [:]
    map.mayExamineNothing =
      try top["mayExamineNothing"].map { value throws(Problem) in try reasons(value, at: "mayExamineNothing") } ?? [:]
    map.baseline = try top["baseline"].map { value throws(Problem) in try string(value, at: "baseline") }
    map.exceptions = try top["exceptions"].map { value throws(Problem) in try exceptions(value) } ?? []
    map.forbidden = try top["forbidden"].map { value throws(Problem) in try contracts(value) } ?? []
    map.independent = try top["independent"].map { value throws(Problem) in try independence(value) } ?? []
    map.tools = try top["tools"].map { value throws(Problem) in try reasons(value, at: "tools") } ?? [:]
    map.bannedAPIs = try top["bannedAPIs"].map { value throws(Problem) in try apis(value, at: "bannedAPIs") } ?? []
    map.allowedAPIs = try top["allowedAPIs"].map { value throws(Problem) in try apis(value, at: "allowedAPIs") } ?? []
    map.acyclic = try top["acyclic"].map { value throws(Problem) in try slices(value) } ?? []
    try validate(map)
    return map
  }

  private func ring(_ value: Any, at path: String, outermost: Bool) throws(Problem) -> RingMap.Ring {
    let fields = try object(value, at: path)
    let name = try string(try required(fields, "name", at: path), at: path + ".name")
    let place = "\(path) (\(name))"
    try keys(
      of: fields, at: place,
      allowed: ["name", "targets", "folders", "imports", "pure", "products", "reexports", "cCalls", "strict"])
    let cCalls = try fields["cCalls"].map { value throws(Problem) in
      let text = try string(value, at: place + ".cCalls")
      guard let calls = RingMap.CCalls(rawValue: text) else {
        throw problem(place + ".cCalls", "is \"\(text)\"; it must be \"all\" or \"io\"")
      }
      return calls
    }
    let folders =
      try fields["folders"].map { value throws(Problem) in try strings(value, at: place + ".folders") } ?? []
    // A ring of folders alone needs no targets; any other ring names its targets.
    let targets: [String]
    if let listed = fields["targets"] {
      targets = try strings(listed, at: place + ".targets")
    } else if folders.isEmpty {
      targets = try strings(try required(fields, "targets", at: place), at: place + ".targets")
    } else {
      targets = []
    }
    var ring = RingMap.Ring(
      name: name,
      targets: targets,
      imports: try strings(try required(fields, "imports", at: place), at: place + ".imports"),
      pure: try bool(try required(fields, "pure", at: place), at: place + ".pure"),
      products: try fields["products"].map { value throws(Problem) in try strings(value, at: place + ".products") }
        ?? [],
      reexports: try fields["reexports"].map { value throws(Problem) in try bool(value, at: place + ".reexports") }
        ?? outermost,
      cCalls: cCalls ?? .all)
    ring.folders = folders
    ring.strict = try fields["strict"].map { value throws(Problem) in try bool(value, at: place + ".strict") } ?? false
    return ring
  }

  private func placements(_ value: Any) throws(Problem) -> [RingMap.Placement] {
    try entries(value, at: "placement", keys: ["suffixes", "ring"]) { fields, path throws(Problem) in
      RingMap.Placement(
        suffixes: try strings(try required(fields, "suffixes", at: path), at: path + ".suffixes"),
        ring: try string(try required(fields, "ring", at: path), at: path + ".ring"))
    }
  }

  private func collaboration(_ value: Any) throws(Problem) -> RingMap.Collaboration {
    let fields = try object(value, at: "collaboration")
    try keys(of: fields, at: "collaboration", allowed: ["holders", "roles"])
    return RingMap.Collaboration(
      holders: try strings(try required(fields, "holders", at: "collaboration"), at: "collaboration.holders"),
      roles: try strings(try required(fields, "roles", at: "collaboration"), at: "collaboration.roles"))
  }

  private func layout(_ value: Any) throws(Problem) -> RingMap.Layout {
    let fields = try object(value, at: "layout")
    try keys(
      of: fields, at: "layout", allowed: ["ring", "scenes", "siblings", "sceneRoles", "sceneMarkers", "folders"])
    func list(_ key: String) throws(Problem) -> [String] {
      try strings(try required(fields, key, at: "layout"), at: "layout." + key)
    }
    let folders = try fields["folders"].map { value throws(Problem) in
      try entries(value, at: "layout.folders", keys: ["folder", "symbols", "reason"]) { folder, path throws(Problem) in
        RingMap.BoundFolder(
          folder: try string(try required(folder, "folder", at: path), at: path + ".folder"),
          symbols: try strings(try required(folder, "symbols", at: path), at: path + ".symbols"),
          reason: try string(try required(folder, "reason", at: path), at: path + ".reason"))
      }
    }
    return RingMap.Layout(
      ring: try string(try required(fields, "ring", at: "layout"), at: "layout.ring"),
      scenes: try string(try required(fields, "scenes", at: "layout"), at: "layout.scenes"),
      siblings: try list("siblings"), sceneRoles: try list("sceneRoles"), sceneMarkers: try list("sceneMarkers"),
      folders: folders ?? [])
  }

  /// What the keys cannot say: names that must refer to each other.
  private func validate(_ map: RingMap) throws(Problem) {
    var owner: [String: String] = [:]
    var names: Set<String> = []
    for ring in map.rings {
      if ring.targets.isEmpty && ring.folders.isEmpty {
        throw problem("rings (\(ring.name)).targets", "is empty; a ring holds a target, or folders of one")
      }
      guard names.insert(ring.name).inserted else { throw problem("rings", "names the ring \(ring.name) twice") }
      for target in ring.targets {
        if let other = owner.updateValue(ring.name, forKey: target) {
          throw problem("rings", "puts target \(target) in both \(other) and \(ring.name); a target is in one ring")
        }
      }
    }
    for target in map.ignore where owner[target] != nil {
      throw problem(
        "ignore", "names \(target), which ring \(owner[target] ?? "") holds; ignore it or place it, not both")
    }
    func known(_ ring: String, at path: String) throws(Problem) {
      guard names.contains(ring) else {
        throw problem(
          path,
          "names the ring \"\(ring)\", which the map does not have (\(map.rings.map(\.name).joined(separator: ", ")))")
      }
    }
    for (index, rule) in map.placement.enumerated() { try known(rule.ring, at: "placement[\(index)].ring") }
    if let layout = map.layout {
      try known(layout.ring, at: "layout.ring")
      for sibling in layout.siblings { try known(sibling, at: "layout.siblings") }
    }
    let rules = ["graph", "imports", "references", "io", "placement", "collaboration", "layout", "contracts"]
    for rule in map.mayExamineNothing.keys.sorted() where !rules.contains(rule) {
      throw problem(
        "mayExamineNothing",
        "names the rule \"\(rule)\", which the suite does not have (\(rules.joined(separator: ", ")))")
    }
    if let collaboration = map.collaboration, collaboration.holders.isEmpty || collaboration.roles.isEmpty {
      throw problem("collaboration", "needs holders and roles; leave the key out to skip the rule")
    }
  }

  // MARK: - Typed access with the place of each mistake

  private func problem(_ path: String, _ message: String) -> Problem {
    Problem(description: "\(file): \(path.isEmpty ? "the map" : path) \(message)")
  }

  private func object(_ value: Any, at path: String) throws(Problem) -> [String: Any] {
    guard let object = value as? [String: Any] else { throw problem(path, "must be an object ({ … })") }
    return object
  }

  private func array(_ value: Any, at path: String) throws(Problem) -> [Any] {
    guard let array = value as? [Any] else { throw problem(path, "must be a list ([ … ])") }
    return array
  }

  private func required(_ fields: [String: Any], _ key: String, at path: String) throws(Problem) -> Any {
    guard let value = fields[key] else { throw problem(path, "is missing key \"\(key)\"") }
    return value
  }

  private func string(_ value: Any, at path: String) throws(Problem) -> String {
    guard let text = value as? String else { throw problem(path, "must be a string") }
    return text
  }

  private func strings(_ value: Any, at path: String) throws(Problem) -> [String] {
    guard let list = value as? [Any], let texts = list as? [String], texts.count == list.count else {
      throw problem(path, "must be a list of strings")
    }
    return texts
  }

  private func exceptions(_ value: Any) throws(Problem) -> [RingMap.Exception] {
    try entries(value, at: "exceptions", keys: ["rule", "file", "symbol", "from", "to", "reason"]) {
      fields, path throws(Problem) in
      func text(_ key: String) throws(Problem) -> String? {
        try fields[key].map { value throws(Problem) in try string(value, at: path + "." + key) }
      }
      let exception = RingMap.Exception(
        rule: try text("rule"), file: try text("file"), symbol: try text("symbol"), from: try text("from"),
        to: try text("to"), reason: try reason(fields, at: path))
      guard exception.file != nil || exception.symbol != nil || exception.from != nil || exception.to != nil else {
        throw problem(path, "names no file, symbol or edge; an exception is for one of them, never a whole rule")
      }
      return exception
    }
  }

  private func apis(_ value: Any, at key: String) throws(Problem) -> [RingMap.APIEntry] {
    try entries(value, at: key, keys: ["symbol", "why"]) { fields, path throws(Problem) in
      let symbol = try string(try required(fields, "symbol", at: path), at: path + ".symbol")
      guard APISpelling(symbol) != nil else {
        throw problem(
          path + ".symbol",
          "is \"\(symbol)\"; write an API as its source spells it: Module.Type.member (Foundation.UUID.init()), Type.member (Int.random(in:)), a whole type (Foundation.UUID) or a C function (arc4random)"
        )
      }
      let why = try string(try required(fields, "why", at: path), at: path + ".why")
      guard !why.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw problem(path + ".why", "is empty; say why, for whoever reads the map next")
      }
      return RingMap.APIEntry(symbol: symbol, why: why)
    }
  }

  private func slices(_ value: Any) throws(Problem) -> [RingMap.Slices] {
    try entries(value, at: "acyclic", keys: ["slices", "reason"]) { fields, path throws(Problem) in
      let glob = try string(try required(fields, "slices", at: path), at: path + ".slices")
      guard glob.hasSuffix("/*"), !glob.dropLast(2).contains("*") else {
        throw problem(
          path + ".slices", "is \"\(glob)\"; name the folder whose subfolders are the slices, as Sources/App/Features/*"
        )
      }
      return RingMap.Slices(slices: glob, reason: try reason(fields, at: path))
    }
  }

  private func contracts(_ value: Any) throws(Problem) -> [RingMap.Contract] {
    try entries(value, at: "forbidden", keys: ["from", "to", "reason"]) { fields, path throws(Problem) in
      RingMap.Contract(
        from: try string(try required(fields, "from", at: path), at: path + ".from"),
        to: try string(try required(fields, "to", at: path), at: path + ".to"), reason: try reason(fields, at: path))
    }
  }

  private func independence(_ value: Any) throws(Problem) -> [RingMap.Independence] {
    try entries(value, at: "independent", keys: ["layers", "reason"]) { fields, path throws(Problem) in
      let layers = try strings(try required(fields, "layers", at: path), at: path + ".layers")
      guard layers.count >= 2 else { throw problem(path + ".layers", "names fewer than two layers") }
      return RingMap.Independence(layers: layers, reason: try reason(fields, at: path))
    }
  }

  /// A list of objects (`name[i]`), each read by `read` from its fields once its keys are checked.
  private func entries<Entry>(
    _ value: Any, at name: String, keys allowed: [String],
    _ read: ([String: Any], String) throws(Problem) -> Entry
  ) throws(Problem) -> [Entry] {
    try array(value, at: name).enumerated().map { (index, value) throws(Problem) in
      let path = "\(name)[\(index)]"
      let fields = try object(value, at: path)
      try keys(of: fields, at: path, allowed: allowed)
      return try read(fields, path)
    }
  }

  private func reason(_ fields: [String: Any], at path: String) throws(Problem) -> String {
    let text = try string(try required(fields, "reason", at: path), at: path + ".reason")
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw problem(path + ".reason", "is empty; say why, for whoever reads the map next")
    }
    return text
  }

  /// `{ "name": "why", … }`: every entry says why, as an exception must.
  private func reasons(_ value: Any, at path: String) throws(Problem) -> [String: String] {
    let fields = try object(value, at: path)
    var reasons: [String: String] = [:]
    for (name, reason) in fields where name != "comment" {
      let text = try string(reason, at: "\(path).\(name)")
      guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw problem("\(path).\(name)", "gives no reason; say why, for whoever reads the map next")
      }
      reasons[name] = text
    }
    return reasons
  }

  private func bool(_ value: Any, at path: String) throws(Problem) -> Bool {
    // JSONSerialization bridges 1 to Bool too; only its boolean class is a JSON true or false.
    guard let flag = value as? Bool, String(describing: type(of: value)).contains("Boolean") else {
      throw problem(path, "must be true or false")
    }
    return flag
  }

  /// Unknown keys are errors; `comment` is allowed anywhere, for the map's own notes.
  private func keys(of fields: [String: Any], at path: String, allowed: [String]) throws(Problem) {
    for key in fields.keys.sorted() where key != "comment" && !allowed.contains(key) {
      throw problem(path, "has an unknown key \"\(key)\"; the keys here are \(allowed.joined(separator: ", "))")
    }
  }
}
