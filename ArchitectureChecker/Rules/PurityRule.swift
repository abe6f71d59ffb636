/// Rule 3: pure rings reference no I/O API, judged on the symbols the compiler resolved, so a
/// fully qualified `Foundation.FileManager.default` is caught without any new import. C calls
/// are judged by the ring's `cCalls`: every C function and global, or only the C library's I/O.
// `Regex` needs macOS 13: the annotation lets packages with an older deployment target compile the
// suite; the check runs on the machine that builds, which is newer.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct PurityRule: ArchitectureRule {
  let banned: [(api: BannedAPI, usr: Regex<AnyRegexOutput>)]
  /// Every pattern at once: one match per symbol says whether any entry applies, which is rare,
  /// and only then are the entries tried one by one.
  private let any: Regex<AnyRegexOutput>

  init(banned: [BannedAPI] = BannedAPI.all) throws {
    self.banned = try banned.map { ($0, try Regex($0.usrPattern)) }
    any = try Regex(banned.map { "(?:\($0.usrPattern))" }.joined(separator: "|"))
  }

  /// The map's entries with their spellings read once (the reader refused any it cannot read).
  private static func spelled(_ entries: [RingMap.APIEntry]) -> [(api: APISpelling, entry: RingMap.APIEntry)] {
    entries.compactMap { entry in APISpelling(entry.symbol).map { ($0, entry) } }
  }

  func check(_ context: CheckContext) -> RuleOutcome {
    var outcome = RuleOutcome(rule: "io", unit: "symbol references in pure rings")
    let (bans, allowances) = (Self.spelled(context.rings.bannedAPIs), Self.spelled(context.rings.allowedAPIs))
    // A symbol is used many times: its regular-expression verdict is reached once.
    var known: [String: Int?] = [:]
    for file in context.index.files {
      guard let ring = context.rings.ring(ofFile: file.path, target: file.target), ring.pure else { continue }
      let remedy = context.remedy(moving: "it", outOf: ring.name, file: file.path, target: file.target)
      let who = context.rings.actor(file: file.path, target: file.target)
      // One report per API and line: `FileManager.default.fileExists` is one use, not three.
      var reported: Set<String> = []
      for occurrence in file.occurrences where occurrence.roles & IndexStore.Role.reference != 0 {
        guard occurrence.symbol.kind != IndexStore.Kind.module else { continue }
        outcome.examined += 1
        let message: String
        var fix = remedy
        let key: String
        let symbol: String
        let usr = occurrence.symbol.usr
        let name = occurrence.symbol.name
        if allowances.contains(where: { $0.api.matches(usr: usr, name: name) }) { continue }
        if let ban = bans.first(where: { $0.api.matches(usr: usr, name: name) })?.entry {
          (key, symbol) = (ban.symbol, ban.symbol)
          message = "\(who) uses \(ban.symbol), which the map bans from pure rings (\(ban.why)); \(ring.name) must not."
        } else if let match = bannedEntry(for: usr, known: &known) {
          key = match.api.name
          symbol = match.api.spelling(of: occurrence.symbol.name)
          message =
            "\(who) uses \(symbol), \(match.api.category.rawValue) (\(match.api.reason)); \(ring.name) must do no I/O."
        } else if let call = CCall(usr: occurrence.symbol.usr, kind: occurrence.symbol.kind) {
          key = "C " + call.name
          symbol = call.name + (call.kind == .global ? "" : "()")
          if let io = CLibraryIO.calls[call.name] {
            message =
              "\(who) calls \(call.spelling), \(io.category.rawValue) (\(io.reason)); \(ring.name) must do no I/O."
          } else if ring.cCalls == .all {
            message =
              "\(who) calls \(call.spelling); \(ring.name) makes no C calls (\"cCalls\": \"all\", the default)."
            fix =
              "\(remedy) If \(ring.name) may make C calls that do no I/O (locks, math), set \"cCalls\": \"io\" on it."
          } else {
            continue
          }
        } else {
          continue
        }
        guard reported.insert("\(occurrence.line):\(key)").inserted else { continue }
        outcome.diagnostics.append(
          Diagnostic(
            at: occurrence, in: file, rule: "io", subject: key, message: message, remedy: fix, rings: [ring.name],
            symbol: symbol))
      }
    }
    return outcome
  }

  /// The banned API whose USR pattern `usr` matches, if any, remembered in `known`.
  private func bannedEntry(for usr: String, known: inout [String: Int?]) -> (
    api: BannedAPI, usr: Regex<AnyRegexOutput>
  )? {
    if let index = known[usr] { return index.map { banned[$0] } }
    let index =
      (try? any.firstMatch(in: usr)) == nil ? nil : banned.firstIndex { (try? $0.usr.firstMatch(in: usr)) != nil }
    known[usr] = index
    return index.map { banned[$0] }
  }
}
