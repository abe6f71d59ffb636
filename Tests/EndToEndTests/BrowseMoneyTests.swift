import Foundation
import Testing

/// The browser with `--currency` and its `i` key, in a real terminal (tmux); and `about --web`
/// with a scripted opener.
@Suite(.serialized) struct BrowseMoneyTests {
  static let rates = CatalogProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/rates-latest.json")

  @Test func pricesRatesAndTheAboutScreen() throws {
    guard
      let session = try TmuxSession(
        columns: 120, rows: 30, arguments: ["browse", "--currency", "EUR", "--rates", Self.rates.path])
    else { return }
    var lines = try session.waitForSettled("EUR at 2024-11-22")
    #expect(lines[1].hasPrefix("›   1  Essence Mascara Lash Princess"))
    #expect(lines[1].contains("€9.59"))
    // The detail pane converts too, and names the catalog's own price and the rate.
    let screen = lines.joined(separator: "\n")
    #expect(screen.contains("Price       €9.59 → €8.59 (10.48% off)"))
    #expect(screen.contains("Rate        1 USD = 0.96043 EUR on 2024-11-22"))

    try session.press("i")
    lines = try session.waitForSettled("Rates' date")
    #expect(lines.contains { $0.contains("catalog 0.") })
    #expect(!lines.joined().contains("│"), "the About screen covers the browser")
    #expect(lines.contains { $0.contains("Home page") && $0.contains("https://dummyjson.com") })
    #expect(lines.contains { $0.contains("Rates' date") && $0.contains("2024-11-22") })

    try session.press("Escape")
    lines = try session.waitForSettled("EUR at 2024-11-22 ")
    #expect(lines[1].contains("€9.59"))

    // The full detail over the browser is in the browser's currency.
    try session.press("Enter")
    lines = try session.waitFor("the full detail") { lines in
      lines.contains { $0.contains("In USD") } && !lines.joined().contains("│")
    }
    #expect(lines.contains { $0.contains("Price") && $0.contains("€9.59") })
    try session.press("Escape")
    _ = try session.waitForSettled("· 1/194")
    try session.press("q")
    try BrowseTerminalTests.expectRestored(session, status: 0)
  }

  @Test func anUnknownCurrencyEndsTheBrowserAsListWould() throws {
    guard
      let session = try TmuxSession(
        columns: 100, rows: 20, arguments: ["browse", "--currency", "XYZ", "--rates", Self.rates.path])
    else { return }
    let lines = try session.waitFor("EXITED")
    #expect(lines.contains { $0.hasPrefix("error: the exchange rates have no currency XYZ") })
    try BrowseTerminalTests.expectRestored(session, status: 2)
  }

  @Test func aboutWebHandsTheHomePageToBrowser() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let record = scratch.appendingPathComponent("opened")
    let script = scratch.appendingPathComponent("open-link")
    try Data("#!/bin/sh\nprintf '%s|%s\\n' \"$1\" \"${CATALOG_TOKEN-unset}\" >> \(record.path)\n".utf8).write(
      to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script.path)

    let opened = try CatalogProcess.run(
      ["about", "--web"], environment: ["BROWSER": script.path, "CATALOG_TOKEN": "tok-NOT-FOR-BROWSERS"])
    #expect(opened.status == 0)
    #expect(opened.stdout == "")
    #expect(opened.stderr == "Opening https://dummyjson.com in your browser.\n")
    // The link is an argument, never part of the script, and the token stays home.
    #expect(try String(contentsOf: record, encoding: .utf8) == "https://dummyjson.com|unset\n")

    try Data("#!/bin/sh\nexit 3\n".utf8).write(to: script)
    let failed = try CatalogProcess.run(["about", "--web"], environment: ["BROWSER": script.path])
    #expect(failed.status == 1)
    #expect(failed.stdout == "https://dummyjson.com\n")
    #expect(failed.stderr.hasPrefix("error: \(script.path) could not open https://dummyjson.com (exit status 3)\n"))

    let server = try CatalogProcess.run(
      ["about", "--web", "--source", "http://127.0.0.1:9/catalog/products"], environment: [:])
    #expect(server.stdout == "http://127.0.0.1:9/catalog/products\n")
  }

  /// BROWSER as the convention has it: a ':'-separated list tried in order past commands that
  /// are missing, `%s` standing for the link; and a source URL's password never reaches the
  /// browser, nor does a `***` in its place.
  @Test func aboutWebFollowsTheBrowserConventionAndKeepsThePasswordHome() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let record = scratch.appendingPathComponent("opened")
    let script = scratch.appendingPathComponent("open-link")
    try Data("#!/bin/sh\nprintf '[%s]' \"$@\" >> \(record.path)\necho >> \(record.path)\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script.path)
    let browser = "no-such-browser-here %s:\(script.path) --new-tab %s --ratio 100%%"

    let opened = try CatalogProcess.run(["about", "--web"], environment: ["BROWSER": browser])
    #expect(opened.status == 0, "\(opened.stderr)")
    let server = try CatalogProcess.run(
      ["about", "--web", "--source", "http://reader:s3cret-pw@127.0.0.1:9/catalog/products"],
      environment: ["BROWSER": script.path])
    #expect(!server.stderr.contains("s3cret-pw") && !server.stdout.contains("s3cret-pw"))
    #expect(
      try String(contentsOf: record, encoding: .utf8)
        == "[--new-tab][https://dummyjson.com][--ratio][100%]\n[http://127.0.0.1:9/catalog/products]\n")
  }
}
