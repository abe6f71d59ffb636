/// Rule 3: pure rings reference no I/O API, judged on the symbols the compiler resolved, so a
/// fully qualified `Foundation.FileManager.default` is caught without any new import.
struct PurityRule: ArchitectureRule {
  let banned: [(api: BannedAPI, usr: Regex<AnyRegexOutput>)]

  init(banned: [BannedAPI] = BannedAPI.all) throws {
    self.banned = try banned.map { ($0, try Regex($0.usrPattern)) }
  }

  func check(_ context: CheckContext) -> RuleOutcome {
    var outcome = RuleOutcome(rule: "io", unit: "symbol references in pure rings")
    for file in context.index.files {
      guard let ring = context.rings.ring(of: file.target), ring.pure else { continue }
      var reported: Set<String> = []
      for occurrence in file.occurrences where occurrence.roles & IndexStore.Role.reference != 0 {
        guard occurrence.symbol.kind != IndexStore.Kind.module else { continue }
        outcome.examined += 1
        guard let match = banned.first(where: { (try? $0.usr.firstMatch(in: occurrence.symbol.usr)) != nil }) else {
          continue
        }
        // One report per API and line: `FileManager.default.fileExists` is one use, not three.
        guard reported.insert("\(occurrence.line):\(match.api.name)").inserted else { continue }
        let spelled = match.api.spelling(of: occurrence.symbol.name)
        outcome.diagnostics.append(
          Diagnostic(
            at: occurrence, in: file, rule: "io",
            message:
              "\(file.target) uses \(spelled), \(match.api.category.rawValue) (\(match.api.reason)); \(ring.name) must do no I/O. Move it behind a port in \(ring.name) and implement it in \(context.outermostRing)."
          ))
      }
    }
    return outcome
  }
}
