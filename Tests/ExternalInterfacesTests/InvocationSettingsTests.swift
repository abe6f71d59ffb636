import ApplicationLogic
import BusinessLogic
import Testing

@testable import ExternalInterfaces

@Suite struct InvocationSettingsTests {
  private func settings(
    _ command: String, values: [OptionID: String] = [:], flags: Set<OptionID> = [], arguments: [String] = [],
    environment: [String: String] = [:], terminal: Bool = false
  ) -> Result<InvocationSettings, UsageError> {
    InvocationSettings.make(
      from: CommandInvocation(command: command, values: values, flags: flags, arguments: arguments),
      environment: environment, outputIsTerminal: terminal)
  }

  @Test func outputDefaultsFollowTheTerminal() throws {
    #expect(try settings("list", terminal: true).get().mode == .table)
    #expect(try settings("list").get().mode == .tsv)
    #expect(try settings("show", arguments: ["1"]).get().mode == .keyValue)
    #expect(try settings("list", values: [OptionSpec.format.id: "CSV"]).get().mode == .csv)
    #expect(try settings("list", flags: [OptionSpec.json.id], terminal: true).get().mode == .json)
  }

  @Test func theSourceFlagWinsOverTheEnvironment() throws {
    let both = try settings("list", values: [OptionSpec.source.id: "a.json"], environment: ["CATALOG_SOURCE": "b.json"])
      .get()
    #expect(both.source == .file(path: "a.json"))
    #expect(try settings("list", environment: ["CATALOG_SOURCE": "b.json"]).get().source == .file(path: "b.json"))
    #expect(try settings("list", environment: ["CATALOG_SOURCE": ""]).get().source == .embedded)
  }

  @Test func listFlagsBecomeTheRequestVerbatim() throws {
    let route = try settings("list", values: [OptionSpec.search.id: "Phone", OptionSpec.limit.id: "x"]).get().route
    #expect(route == .productList(ProductListRequest(searchText: "Phone", limit: "x")))
  }

  @Test func showNeedsExactlyOneID() {
    #expect(throws: UsageError.self) { try settings("show").get() }
    #expect(throws: UsageError.self) { try settings("show", arguments: ["1", "2"]).get() }
  }

  @Test func sourcesAreParsedByScheme() throws {
    let dummyJSON = try #require(ServerURL("https://dummyjson.com"))
    #expect(try CatalogSource.parse("https://dummyjson.com/").get() == .server(dummyJSON, kind: nil))
    let table = try #require(ServerURL("http://h/db/t"))
    #expect(try CatalogSource.parse("datasette+http://h/db/t").get() == .server(table, kind: .datasette))
    #expect(try CatalogSource.parse("DummyJSON+https://dummyjson.com").get() == .server(dummyJSON, kind: .dummyJSON))
    #expect(throws: CatalogSourceParseError.unusableURL) { try CatalogSource.parse("http://").get() }
    #expect(throws: CatalogSourceParseError.self) { try CatalogSource.parse("datasette+ftp://h").get() }
    #expect(try CatalogSource.parse("file:///tmp/c.json").get() == .file(path: "/tmp/c.json"))
    #expect(try CatalogSource.parse("C:/x.json").get() == .file(path: "C:/x.json"))
    #expect(throws: CatalogSourceParseError.unsupportedScheme("ftp")) { try CatalogSource.parse("ftp://x").get() }
    #expect(throws: CatalogSourceParseError.empty) { try CatalogSource.parse("").get() }
  }
}
