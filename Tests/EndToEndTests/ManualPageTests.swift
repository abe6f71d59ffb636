import Foundation
import Testing

@testable import ExternalInterfaces

/// catalog(1): the committed page is what `catalog man` prints from the specification now, and
/// it renders cleanly, naming every command and flag.
@Suite struct ManualPageTests {
  static let committed = CatalogProcess.packageRoot.appendingPathComponent("docs/catalog.1")

  @Test func theCommittedPageIsTheOneTheSpecificationMakes() throws {
    let generated = try CatalogProcess.run(["man"])
    #expect(generated.status == 0)
    if ProcessInfo.processInfo.environment["CATALOG_UPDATE_GOLDEN"] == "1" {
      try Data(generated.stdout.utf8).write(to: Self.committed, options: .atomic)
    }
    let page = try String(contentsOf: Self.committed, encoding: .utf8)
    #expect(
      page == generated.stdout,
      "docs/catalog.1 is out of date: run scripts/update-goldens, or catalog man > docs/catalog.1"
    )
  }

  @Test func thePageRendersWithoutWarningsAndNamesEveryCommandAndFlag() throws {
    guard let groff = Prerequisite.require("groff", installHint: "apt-get install groff-base") else { return }
    // The page the specification makes now (the test above pins the committed one to it): a
    // run that rewrites the committed page may be writing it while this one reads.
    let page = try CatalogProcess.run(["man"]).stdout
    let process = Process()
    process.executableURL = URL(fileURLWithPath: groff)
    process.arguments = ["-man", "-Tutf8", "-ww", "-P", "-cbou", "-"]
    let input = Pipe()
    process.standardInput = input
    process.environment = ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(page.utf8))
    try input.fileHandleForWriting.close()
    let rendered = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(warnings.isEmpty, "\(warnings)")
    // Every command of the table under its names, and every flag as help lists them.
    for command in CommandTable.catalog.specs {
      #expect(rendered.contains(command.allNames.joined(separator: ", ")), "\(command.name)")
      #expect(rendered.contains(command.summary), "\(command.name)")
    }
    let help = try CatalogProcess.run(["add", "--help"]).stdout + CatalogProcess.run(["list", "--help"]).stdout
    let flags = help.split(separator: " ").filter { $0.hasPrefix("--") }.map { String($0.prefix { $0 != "\n" }) }
    #expect(flags.count > 20)
    for flag in Set(flags) { #expect(rendered.contains(flag), "\(flag)") }
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "ENVIRONMENT", "EXIT STATUS", "CATALOG_SOURCE"] {
      #expect(rendered.contains(section), "\(section)")
    }
  }
}
