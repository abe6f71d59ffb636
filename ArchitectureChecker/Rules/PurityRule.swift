import Foundation

/// Rule 3: pure rings reference no I/O API, judged on the symbols the compiler resolved, so a
/// fully qualified `Foundation.FileManager.default` is caught without any new import. C calls
/// are judged by the ring's `cCalls`: every C function and global, or only the C library's I/O.
struct PurityRule: ArchitectureRule {
  // ICU's expressions (`NSRegularExpression`), not Swift's `Regex`: a check tries tens of
  // thousands of symbols, and `Regex`'s typed output cost a dynamic cast per match (a third of
  // the rule's time on a 13-target package).
  let banned: [(api: BannedAPI, usr: NSRegularExpression)]
  /// Every pattern at once: one match per symbol says whether any entry applies, which is rare,
  /// and only then are the entries tried one by one.
  private let any: NSRegularExpression
  /// Every pattern starts at the USR's start (`^`): ICU, told so, tries no other place.
  private let anchored: NSRegularExpression.MatchingOptions

  init(banned: [BannedAPI] = BannedAPI.all) throws {
    self.banned = try banned.map { ($0, try NSRegularExpression(pattern: $0.usrPattern)) }
    any = try NSRegularExpression(pattern: banned.map { "(?:\($0.usrPattern))" }.joined(separator: "|"))
    anchored = banned.allSatisfy { $0.usrPattern.hasPrefix("^") } ? .anchored : []
  }

  /// What a symbol is to this rule, by its USR: reached once per symbol, however often it is used.
  private enum Verdict {
    case banned(Int)
    case cCall(CCall)
    case neither
  }

  /// The map's entries with their spellings read once (the reader refused any it cannot read).
  private static func spelled(_ entries: [RingMap.APIEntry]) -> [(api: APISpelling, entry: RingMap.APIEntry)] {
    entries.compactMap { entry in APISpelling(entry.symbol).map { ($0, entry) } }
  }

  func check(_ context: CheckContext) -> RuleOutcome {
    var outcome = RuleOutcome(rule: "io", unit: "symbol references in pure rings")
    let (bans, allowances) = (Self.spelled(context.rings.bannedAPIs), Self.spelled(context.rings.allowedAPIs))
    // A symbol is used many times: its verdict is reached once.
    var known: [String: Verdict] = [:]
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
        let mapBan = bans.first(where: { $0.api.matches(usr: usr, name: name) })?.entry
        // Looked up once: the map's own ban, where there is one, is the finding.
        let judged = mapBan == nil ? verdict(for: occurrence.symbol, known: &known) : .neither
        if let ban = mapBan {
          (key, symbol) = (ban.symbol, ban.symbol)
          message = "\(who) uses \(ban.symbol), which the map bans from pure rings (\(ban.why)); \(ring.name) must not."
        } else if case .banned(let index) = judged {
          let api = banned[index].api
          key = api.name
          symbol = api.spelling(of: occurrence.symbol.name)
          message = "\(who) uses \(symbol), \(api.category.rawValue) (\(api.reason)); \(ring.name) must do no I/O."
        } else if case .cCall(let call) = judged {
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

  /// The banned API a symbol's USR matches, or the C call it makes, remembered in `known`.
  private func verdict(for symbol: IndexStore.Symbol, known: inout [String: Verdict]) -> Verdict {
    if let verdict = known[symbol.usr] { return verdict }
    let usr = symbol.usr
    let whole = NSRange(location: 0, length: usr.utf16.count)
    let verdict: Verdict
    if any.rangeOfFirstMatch(in: usr, options: anchored, range: whole).location != NSNotFound,
      let index = banned.firstIndex(where: {
        $0.usr.rangeOfFirstMatch(in: usr, options: anchored, range: whole).location != NSNotFound
      })
    {
      verdict = .banned(index)
    } else if let call = CCall(usr: usr, kind: symbol.kind) {
      verdict = .cCall(call)
    } else {
      verdict = .neither
    }
    known[usr] = verdict
    return verdict
  }
}
