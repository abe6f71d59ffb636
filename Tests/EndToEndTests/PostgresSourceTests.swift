import Foundation
import Testing

/// `catalog` on a real PostgreSQL (a private cluster, `PostgresCluster`): the same answers as the
/// file source for every query shape on the same catalog, before and after edits; the schema's
/// commands; loads that keep everything; and failures as clear errors.
@Suite struct PostgresSourceTests {
  static let differential = CatalogProcess.packageRoot.appendingPathComponent(
    "Tests/EndToEndTests/Fixtures/differential.json")

  @Test func theEmbeddedCatalogInADatabaseGivesTheGoldenAnswers() throws {
    guard let cluster = PostgresCluster.shared else { return }
    let url = try cluster.catalogDatabase(loading: TestServer.catalog.path)
    let all = try GoldenCase.all()
    let cases = NetworkSourceTests.sameAsEmbedded.compactMap { name in all.first { $0.name == name } }
    #expect(cases.count == NetworkSourceTests.sameAsEmbedded.count)
    for golden in cases {
      let outcome = try CatalogProcess.run(golden.arguments + ["--source", url], environment: golden.environment)
      #expect(outcome.status == golden.expected.status, "\(golden.name): \(outcome.stderr)")
      #expect(outcome.stdout == golden.expected.stdout, "\(golden.name)")
    }
  }

  /// Query shapes over a catalog made to trip a second implementation of the rules: ties,
  /// missing values, decomposed and composed text, case that folds to other lengths, LIKE's own
  /// characters, and categories that differ only in case.
  static let shapes: [[String]] = {
    var shapes: [[String]] = [
      ["list", "-L", "0"], ["categories"], ["categories", "-o", "json"], ["show", "76", "-o", "json"],
    ]
    for needle in [
      "%", "_", "\\", "éclair", "e\u{301}", "straße", "ss", "STRASSE", "i\u{307}", "phone", "a-b", "apple w", "ü", "ω",
      "😀", "fi", "ǆ", "  Phone  ", "zzz",
    ] {
      shapes.append(["list", "-L", "0", "-S", needle])
    }
    for category in ["smartphones", "SMARTPHONES", "öko-waren", "Öko-Waren", "none"] {
      shapes.append(["list", "-L", "0", "-c", category])
    }
    for field in ["id", "title", "price", "rating", "stock", "discountPercentage", "brand", "category"] {
      for order in ["asc", "desc"] {
        shapes.append(["list", "-L", "0", "--sort", field, "--order", order])
        shapes.append(["list", "-L", "3", "--skip", "4", "--sort", field, "--order", order, "-c", "smartphones"])
      }
    }
    shapes.append(["list", "-L", "2", "--skip", "28"])
    shapes.append(["list", "-L", "5", "--skip", "100"])
    shapes.append(["list", "-S", "phone", "--sort", "price", "-o", "json"])
    return shapes
  }()

  private func expectSameAnswers(database url: String, file: String, _ note: String) throws {
    for shape in Self.shapes {
      let fromFile = try CatalogProcess.run(shape + ["--source", file])
      let fromDatabase = try CatalogProcess.run(shape + ["--source", url])
      #expect(fromDatabase.status == fromFile.status, "\(note) \(shape): \(fromDatabase.stderr)")
      #expect(fromDatabase.stdout == fromFile.stdout, "\(note) \(shape)")
    }
  }

  @Test func aDatabaseAnswersAsTheFileDoesBeforeAndAfterEdits() throws {
    guard let cluster = PostgresCluster.shared else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pg-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("catalog.json").path
    try FileManager.default.copyItem(atPath: Self.differential.path, toPath: file)
    let url = try cluster.catalogDatabase(loading: file)
    try expectSameAnswers(database: url, file: file, "as loaded:")
    let edits: [[String]] = [
      ["edit", "4", "--price", "0.1", "--title", "ÉCLAIR again"],
      ["edit", "16", "--brand", "apple", "--rating", "4.5"],
      ["add", "--title", "Cre\u{300}me new", "--price", "9.99", "--category", "smartphones", "--brand", "Beta"],
      ["delete", "7", "--yes"],
      ["edit", "28", "--description", "now a PHONE with 100% of _"],
    ]
    for edit in edits {
      let onFile = try CatalogProcess.run(edit + ["--source", file])
      let onDatabase = try CatalogProcess.run(edit + ["--source", url])
      #expect(onFile.status == 0 && onDatabase.status == 0, "\(edit): \(onFile.stderr) \(onDatabase.stderr)")
      #expect(onDatabase.stdout == onFile.stdout, "\(edit)")
    }
    try expectSameAnswers(database: url, file: file, "after edits:")
  }

  @Test func migrateIsIdempotentAndALoadKeepsMembersTheProgramDoesNotKnow() throws {
    guard let cluster = PostgresCluster.shared else { return }
    let url = try cluster.database()
    let first = try CatalogProcess.run(["db", "migrate", "--source", url])
    #expect(first.status == 0 && first.stdout == "\(url): made the catalog's tables (version 3)\n", "\(first)")
    let again = try CatalogProcess.run(["db", "migrate", "--source", url])
    #expect(again.status == 0 && again.stdout.hasSuffix("at version 3; nothing to do\n"), "\(again)")
    #expect(try cluster.sql("SELECT version FROM catalog_schema", database: url) == "3")
    let fixture = CatalogProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/writable.json").path
    let loaded = try CatalogProcess.run(["db", "load", "--from", fixture, "--source", url])
    #expect(loaded.status == 0 && loaded.stdout == "loaded 3 products into \(url)\n", "\(loaded)")
    #expect(
      try cluster.sql(
        "SELECT doc->'supplier'->>'name', doc->'meta'->>'barcode' FROM products WHERE id = 2", database: url)
        == "Paperworks|123")
    // An edit rewrites what changed and keeps the rest of the document.
    #expect(try CatalogProcess.run(["edit", "2", "--price", "4", "--source", url]).status == 0)
    #expect(
      try cluster.sql("SELECT doc->>'price', doc->'supplier'->>'since' FROM products WHERE id = 2", database: url)
        == "4|2019")
    let refused = try CatalogProcess.run(["db", "load", "--from", TestServer.catalog.path, "--source", url])
    #expect(refused.status == 1 && refused.stderr.hasPrefix("error: \(url) already holds 3 products\n"), "\(refused)")
    #expect(try cluster.sql("SELECT count(*) FROM products", database: url) == "3")
    let replaced = try CatalogProcess.run([
      "db", "load", "--from", TestServer.catalog.path, "--replace", "--source", url,
    ])
    #expect(replaced.stdout == "loaded 194 products into \(url) (replacing 3)\n", "\(replaced)")
    // A database is a source like any other: loaded from the one just filled.
    let copy = try cluster.catalogDatabase()
    let copied = try CatalogProcess.run(["db", "load", "--from", url, "--source", copy])
    #expect(copied.stdout == "loaded 194 products into \(copy)\n", "\(copied)")
    let listed = try CatalogProcess.run(["list", "-L", "0", "-o", "json", "--source", copy])
    #expect(listed.stdout == (try CatalogProcess.run(["list", "-L", "0", "-o", "json"])).stdout)
  }

  @Test func aDatabaseWithoutTheTablesOrWithNewerOnesSaysWhatToRun() throws {
    guard let cluster = PostgresCluster.shared else { return }
    let url = try cluster.database()
    let empty = try CatalogProcess.run(["list", "--source", url])
    #expect(empty.status == 1)
    #expect(
      empty.stderr
        == "error: cannot read \(url): the database holds no catalog\n"
        + "hint: run \"catalog db migrate --source URL\" to make its tables, then \"catalog db load\"\n")
    try #require(try CatalogProcess.run(["db", "migrate", "--source", url]).status == 0)
    try cluster.sql("UPDATE catalog_schema SET version = 99", database: url)
    for command in [["list"], ["db", "migrate"], ["edit", "1", "--price", "2"]] {
      let newer = try CatalogProcess.run(command + ["--source", url])
      #expect(newer.status == 1, "\(command)")
      #expect(newer.stderr.contains("tables are version 99, newer than this catalog knows (3)"), "\(newer.stderr)")
    }
  }

  /// A database made by the first version (no generation, folded text not composed) is refused
  /// until upgraded, and the upgrade keeps its products; afterwards a change made beside the
  /// program is seen, and a search typed composed finds text an earlier program left decomposed.
  @Test func aVersionOneDatabaseIsUpgradedKeepingItsProducts() throws {
    guard let cluster = PostgresCluster.shared else { return }
    let url = try cluster.catalogDatabase(loading: TestServer.catalog.path)
    // What version 1 made: the same tables, without what version 2 added.
    try cluster.sql(
      "DROP TRIGGER products_changed ON products; DROP FUNCTION catalog_products_changed();"
        + " DROP TABLE catalog_changes; UPDATE catalog_schema SET version = 1;"
        + " UPDATE products SET title_folded = 'cre' || chr(768) || 'me brulee' WHERE id = 1", database: url)
    let outdated = try CatalogProcess.run(["list", "--source", url])
    #expect(outdated.status == 1)
    #expect(
      outdated.stderr
        == "error: cannot read \(url): the catalog's tables are version 1; this catalog needs version 3\n"
        + "hint: run \"catalog db migrate --source URL\" to upgrade them\n", "\(outdated.stderr)")
    let upgraded = try CatalogProcess.run(["db", "migrate", "--source", url])
    #expect(upgraded.stdout == "\(url): upgraded the catalog's tables from version 1 to 3\n", "\(upgraded)")
    let listed = try CatalogProcess.run(["list", "-L", "0", "-o", "json", "--source", url])
    #expect(listed.stdout == (try CatalogProcess.run(["list", "-L", "0", "-o", "json"])).stdout)
    let found = try CatalogProcess.run(["list", "--search", "Crème", "--fields", "id", "-o", "csv", "--source", url])
    #expect(found.stdout == "id\n1\n", "\(found)")
    let before = try cluster.sql("SELECT generation FROM catalog_changes", database: url)
    try cluster.sql("DELETE FROM products WHERE id = 3", database: url)
    #expect(try cluster.sql("SELECT generation FROM catalog_changes", database: url) == String((Int(before) ?? 0) + 1))
  }

  @Test func aPasswordInTheURLIsRefusedAndNeverShown() throws {
    for url in [
      "postgres://catalog:hunter2@127.0.0.1/shop", "postgresql://h/db?user=u&password=hunter2",
      "postgres://h/db?pass%77ord=hunter2",
    ] {
      let outcome = try CatalogProcess.run(["list", "--source", url])
      #expect(outcome.status == 2, "\(url)")
      #expect(outcome.stderr.contains("has a password in the URL"), "\(outcome.stderr)")
      #expect(!outcome.stderr.contains("hunter2") && !outcome.stdout.contains("hunter2"))
    }
    let environment = try CatalogProcess.run(["list"], environment: ["CATALOG_SOURCE": "postgres://u:hunter2@h/db"])
    #expect(environment.status == 2 && environment.stderr.hasPrefix("error: CATALOG_SOURCE "))
    #expect(!environment.stderr.contains("hunter2"))
  }

  @Test func aServerThatIsNotThereADatabaseThatIsNotAndAUserThatIsNotAreEachSaid() throws {
    guard let cluster = PostgresCluster.shared else { return }
    let down = try CatalogProcess.run(["list", "--source", "postgres://catalog@127.0.0.1:\(LoopbackPort.free())/x"])
    #expect(down.status == 1)
    #expect(down.stderr.contains(": no PostgreSQL server answered: "), "\(down.stderr)")
    #expect(down.stderr.contains("hint: check that the server is running"))
    let missing = try CatalogProcess.run(["list", "--source", "postgres://catalog@127.0.0.1:\(cluster.port)/nothere"])
    #expect(missing.stderr.contains("the server has no database \"nothere\""), "\(missing.stderr)")
    let stranger = try CatalogProcess.run(["list", "--source", "postgres://stranger@127.0.0.1:\(cluster.port)/catalog"])
    #expect(stranger.stderr.contains("refused the credentials of user \"stranger\""), "\(stranger.stderr)")
  }

  /// A statement held up past the time allowed is cancelled by the server and said, and
  /// nothing waits longer than the limit.
  @Test func aStatementPastTheTimeLimitIsCancelledAndSaid() throws {
    guard let cluster = PostgresCluster.shared else { return }
    let url = try cluster.catalogDatabase(loading: TestServer.catalog.path)
    // Another session holds the table exclusively until the command has ended.
    let holder = try cluster.holding("LOCK TABLE products IN ACCESS EXCLUSIVE MODE", database: url)
    let started = Date()
    let outcome = try CatalogProcess.run(["list", "--timeout", "2", "--source", url])
    let waited = Date().timeIntervalSince(started)
    try cluster.release(holder, database: url)
    #expect(waited < 6)
    #expect(outcome.status == 1)
    #expect(outcome.stderr.contains("the database did not answer within 2 s"), "\(outcome.stderr)")
  }
}
