import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// A search answered from the lists of short strings (`GramIndex`) must find exactly what a
/// sweep of the folded text finds, and what BusinessLogic's rule finds over the products:
/// needles of one, two and three bytes (answered by a list alone), longer ones (checked), non-
/// ASCII text, and needles matching nothing and everything.
@Suite struct GramIndexTests {
  static let products = CatalogIndexOrderTests.products

  /// The generated index with its lists made, and the same index without them.
  static let withGrams: CatalogIndex = {
    var index = CatalogIndexOrderTests.index
    if let grams = index.gramsToMake() { index.adopt(grams) }
    return index
  }()

  static let needles = [
    "e", "p", "z", " ", "é", "ph", "ch", "ne", "qz", "pho", "émi", "e\u{301}", "phone", "apple watch",
    "émincé", "e\u{301}mince\u{301}", "sautéing", "zzzz-nothing", "hone", "the", "Red Lipstick", "-",
  ]

  /// The products' ids matching `needle`, three ways: the lists, the sweep, the rule.
  static func answers(_ needle: String) -> (grams: [Int], sweep: [Int], rule: [Int]) {
    let query = CatalogQuery(searchText: needle, limit: 0)
    var grams = withGrams
    var sweep = CatalogIndexOrderTests.index
    let rule = ProductQueryEvaluator().evaluate(query, over: products).products.map(\.id.rawValue)
    return (
      grams.matchingPositions(query).map { grams.ids[$0] }, sweep.matchingPositions(query).map { sweep.ids[$0] },
      rule
    )
  }

  @Test func theCatalogHasBothFormsOfListAndNeedlesMatchingAllAndNothing() throws {
    let grams = try #require(Self.withGrams.grams)
    let bitmaps = grams.keys.indices.filter {
      GramIndex.isBitmap(count: Int(grams.counts[$0]), productCount: grams.productCount)
    }
    #expect(!bitmaps.isEmpty && bitmaps.count < grams.keys.count, "bitmaps and gap lists")
    #expect(Self.answers(" ").rule.count == Self.products.count, "a needle every product holds")
    #expect(Self.answers("zzzz-nothing").rule.isEmpty && Self.answers("qz").rule.isEmpty)
  }

  @Test(arguments: needles)
  func aNeedleFindsWhatTheSweepAndTheRuleFind(needle: String) {
    let (grams, sweep, rule) = Self.answers(needle)
    #expect(grams == rule, "\(needle)")
    #expect(sweep == rule, "\(needle)")
  }

  /// Every list against the text itself: the products whose folded title or description holds
  /// its string, and no others, found the plain way (every string of every text, in a set).
  @Test func everyListHoldsExactlyTheProductsWhoseTextHoldsItsString() throws {
    let index = Self.withGrams
    let grams = try #require(index.grams)
    var holding: [[UInt8]: [Int]] = [:]
    for product in index.ids.indices {
      var strings = Set<[UInt8]>()
      for field in (2 * product)..<(2 * product + 2) {
        let text = Array(index.folded[index.foldedStarts[field]..<(index.foldedStarts[field + 1] - 1)])
        for start in text.indices {
          for length in 1...3 where start + length <= text.count {
            strings.insert(Array(text[start..<(start + length)]))
          }
        }
      }
      for string in strings { holding[string, default: []].append(product) }
    }
    #expect(grams.keys.count == holding.count)
    for list in grams.keys.indices {
      let key = grams.keys[list]
      let gram = (0..<Int(key >> 24)).map { UInt8(truncatingIfNeeded: key >> (16 - 8 * UInt32($0))) }
      #expect(grams.positions(in: list) == holding[gram], "\(gram)")
      #expect(Int(grams.counts[list]) == holding[gram]?.count)
    }
  }

  /// A longer needle's candidates are exactly the products whose text holds every three bytes of
  /// it, whether the lists narrowed them as positions (a rare string first) or as a bit for every
  /// product (a common one): too many would still be checked against the text, so only this
  /// sees them.
  @Test func aLongNeedlesCandidatesAreTheProductsHoldingEveryThreeBytesOfIt() throws {
    let index = Self.withGrams
    let grams = try #require(index.grams)
    let threes: [Set<[UInt8]>] = index.ids.indices.map { product in
      var strings = Set<[UInt8]>()
      for field in (2 * product)..<(2 * product + 2) {
        let text = Array(index.folded[index.foldedStarts[field]..<(index.foldedStarts[field + 1] - 1)])
        for start in text.indices where start + 3 <= text.count { strings.insert(Array(text[start..<(start + 3)])) }
      }
      return strings
    }
    func count(_ gram: [UInt8]) -> Int {
      let key = GramIndex.key(gram)
      return grams.keys.indices.first { grams.keys[$0] == key }.map { Int(grams.counts[$0]) } ?? 0
    }
    /// The needle's string that the fewest products hold: the one the lists narrow from.
    func rarestString(_ needle: [UInt8]) -> [UInt8] {
      (0...(needle.count - 3)).map { Array(needle[$0..<($0 + 3)]) }.min { count($0) < count($1) } ?? []
    }
    func rarest(_ needle: [UInt8]) -> Int { count(rarestString(needle)) }
    func holding(_ needle: [UInt8]) -> [Int] {
      let wanted = Set((0...(needle.count - 3)).map { Array(needle[$0..<($0 + 3)]) })
      return threes.indices.filter { wanted.isSubset(of: threes[$0]) }
    }
    // A needle of a rare string of a product's title and one more byte, which some products
    // holding that string do not hold: narrowing the rare string's positions is seen.
    let rare = try #require(
      index.ids.indices.lazy.flatMap { product -> [[UInt8]] in
        let title = Array(index.folded[index.foldedStarts[2 * product]..<(index.foldedStarts[2 * product + 1] - 1)])
        return title.count >= 3 ? Array("abcdefghijklmnopqrstuvwxyz ".utf8).map { Array(title.prefix(3)) + [$0] } : []
      }.first { needle in
        let narrowed = holding(needle)
        return !narrowed.isEmpty && rarest(needle) * 64 <= index.count
          && narrowed.count < holding(rarestString(needle)).count
      })
    let needles = [rare] + ["phone", "apple watch", "émincé", "sautéing", "hone", "lipstick"].map { Array($0.utf8) }
    #expect(needles.contains { rarest($0) * 64 <= index.count } && needles.contains { rarest($0) * 64 > index.count })
    for needle in needles {
      let candidates = try #require(grams.candidates(for: needle))
      #expect(candidates.positions == holding(needle), "\(String(decoding: needle, as: UTF8.self))")
      #expect(!candidates.exact)
    }
  }

  /// Longer needles cut from the products' own descriptions, at places spread over them (a
  /// hyphen is searched as a space, so cuts holding one are left out).
  @Test func substringsOfTheTextFindWhatTheRuleFinds() {
    var tried = 0
    for step in 0..<60 {
      let text = Array(Self.products[step * 37 % Self.products.count].description.lowercased())
      let length = 4 + step % 7
      guard text.count > length else { continue }
      let start = step * 13 % (text.count - length)
      let needle = String(text[start..<(start + length)])
      guard !needle.contains("-") else { continue }
      let (grams, sweep, rule) = Self.answers(needle)
      #expect(!rule.isEmpty, "\(needle)")
      #expect(grams == rule && sweep == rule, "\(needle)")
      tried += 1
    }
    #expect(tried > 40)
  }

  /// Typed letter by letter and taken back: each step may narrow the last one's matches or
  /// start from the lists; both must give the rule's answer.
  @Test func typingAndErasingLetterByLetter() {
    var index = Self.withGrams
    let typed = ["p", "ph", "pho", "phon", "phone", "phones", "phone", "phon", "pho", "hon", "hone", "honey"]
    for text in typed {
      let query = CatalogQuery(searchText: text, limit: 0)
      let expected = ProductQueryEvaluator().evaluate(query, over: Self.products).products.map(\.id.rawValue)
      #expect(index.matchingPositions(query).map { index.ids[$0] } == expected, "\(text)")
    }
  }

  @Test func theListsAreKeptInTheFileAndReadBack() throws {
    let identity = try #require(FileIdentity.current(of: CatalogFiles.products.path))
    let encoded = CatalogIndexFile.encode(Self.withGrams, identity: identity)
    var decoded = try #require(
      encoded.withUnsafeBytes { CatalogIndexFile.decode($0, identity: identity, fileSize: 10_000) })
    let grams = try #require(decoded.grams)
    #expect(grams.keys == Self.withGrams.grams?.keys && grams.lists == Self.withGrams.grams?.lists)
    for needle in ["ph", "phone", "émincé"] {
      let query = CatalogQuery(searchText: needle, limit: 0)
      #expect(decoded.matchingPositions(query).map { decoded.ids[$0] } == Self.answers(needle).rule)
    }
    // A delete moves positions: the index after it is written without the lists.
    let edited = CatalogIndexFile.encode(
      Self.withGrams, after: CatalogIndexEdit(positions: 0..<1, entries: [], delta: -1), identity: identity)
    let afterEdit = try #require(
      edited.withUnsafeBytes { CatalogIndexFile.decode($0, identity: identity, fileSize: 10_000) })
    #expect(afterEdit.grams == nil)
  }

  /// The same needles answered by a session's file source, with its lists made, against
  /// python3's own reading of the file (`json`, `str.lower`, `in`).
  @Test func aSessionAgreesWithPython() async throws {
    let (path, repository, _) = try CatalogIndexTests.generatedSession()
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = try await repository.products(matching: CatalogQuery(limit: 1))
    await repository.backgroundWorkFinished()
    #expect(await repository.searchesWithLists)
    let needles = ["p", "ph", "pho", "phone", "apple watch", "zzzz", "é", "ch", "  ", "with"]
    let script = """
      import json, sys
      products = json.load(open(sys.argv[1], encoding="utf-8"))
      for needle in sys.argv[2:]:
          needle = needle.strip().lower().replace("-", " ")
          print(" ".join(str(p["id"]) for p in products
                         if needle in p["title"].lower() or needle in p.get("description", "").lower()))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, path] + needles
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    for (needle, line) in zip(needles, lines) {
      let page = try await repository.products(matching: CatalogQuery(searchText: needle, limit: 0))
      #expect(page.products.map { String($0.id.rawValue) }.joined(separator: " ") == line, "\(needle)")
    }
  }

  /// Gaps as a damaged or hand-made list could hold them: read up to the first that is zero,
  /// too large, or cut short, and never past the list.
  @Test(
    arguments: [
      ([3, 2, 0x81, 0x01], [2, 4, 133]),  // 3, then 2, then 129 in two bytes
      ([3, 0, 5], [2]),  // a zero gap would repeat a position
      ([3, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F], [2]),  // a gap near Int.max
      ([3, 0x80], [2]),  // cut short: the last gap's bytes say more follow
      ([200, 0x01], []),  // past the last product
    ] as [([UInt8], [Int])])
  func gapsThatNoCheckedFileHoldsStopTheList(gaps: [UInt8], expected: [Int]) {
    var read: [Int] = []
    gaps.withUnsafeBufferPointer { ProductLists.forEachPosition(inGaps: $0, below: 150) { read.append($0) } }
    #expect(read == expected)
  }
}
