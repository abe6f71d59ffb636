import Foundation
import Testing

/// docs/ADDING-A-SCENE.md agrees with the code: the files and types it names exist, its
/// registration example is the scene's own, every scene folder has its line in the command
/// table, and the scenes it calls VIPER and VIP are named in those words.
@Suite struct AddingASceneDocTests {
  static let root = RepositoryScript.root
  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The text between backticks, outside code blocks.
  static func quoted(_ guide: String) -> [String] {
    var inBlock = false
    var found: [String] = []
    for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inBlock.toggle() }
      guard !inBlock else { continue }
      let parts = line.split(separator: "`", omittingEmptySubsequences: false)
      found += stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
    }
    return found
  }

  /// Every Swift source of the package and its tests, joined, to look declarations up in.
  static func allSources() throws -> String {
    var text = ""
    for folder in ["DomainEntities", "BusinessLogic", "ApplicationLogic", "ExternalInterfaces", "Tests"] {
      let walker = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let file = walker?.nextObject() as? URL {
        guard file.pathExtension == "swift", !file.path.contains("/Fixtures/"),
          !file.lastPathComponent.hasPrefix("EmbeddedCatalogData")
        else { continue }
        text += try String(contentsOf: file, encoding: .utf8)
      }
    }
    return text
  }

  @Test func everyPathTheGuideNamesExists() throws {
    let paths = Self.quoted(try Self.read("docs/ADDING-A-SCENE.md")).filter { quote in
      ["BusinessLogic/", "ApplicationLogic/", "ExternalInterfaces/", "Tests/", "docs/"].contains(where: quote.hasPrefix)
        && !quote.contains("<") && !quote.contains("…") && !quote.contains("__")
    }
    #expect(paths.count >= 20)
    for path in paths {
      #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(path)")
    }
  }

  @Test func everyTypeAndTestTheGuideNamesIsDeclared() throws {
    let sources = try Self.allSources()
    let settings = try Self.read("Package.swift")
    let quotes = Self.quoted(try Self.read("docs/ADDING-A-SCENE.md")).filter { !$0.contains("/") }
    let files = quotes.filter {
      $0.hasSuffix(".swift") && !$0.contains("<") && !$0.contains("…") && !$0.contains("__")
    }
    let names = Set(
      quotes.filter { !$0.hasSuffix(".swift") }.compactMap { quote -> String? in
        let name = String(quote.prefix { $0.isLetter || $0.isNumber })
        return name.count >= 10 && name.first?.isUppercase == true ? name : nil
      })
    #expect(names.count >= 30 && files.count >= 4)
    for name in names {
      let declared = ["class", "struct", "enum", "protocol", "actor", "typealias"].contains {
        sources.contains("\($0) \(name) ") || sources.contains("\($0) \(name):") || sources.contains("\($0) \(name)<")
      }
      // A scene is a folder in each ring; a language feature is a setting of the package.
      let isScene = FileManager.default.fileExists(
        atPath: Self.root.appendingPathComponent("BusinessLogic/\(name)").path)
      #expect(
        declared || isScene || settings.contains("\"\(name)\""),
        "\(name) is named by docs/ADDING-A-SCENE.md but declared nowhere")
    }
    for file in files {
      let scene = ["BusinessLogic", "ApplicationLogic", "ExternalInterfaces/Scenes"].flatMap { ring in
        ["ListCategories", "ProductDetail"].map { "\(ring)/\($0)/\(file)" }
      }
      #expect(
        scene.contains { FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path) },
        "\(file) is in neither walked-through scene")
    }
  }

  @Test func theRegistrationExampleIsTheScenesOwn() throws {
    let guide = try Self.read("docs/ADDING-A-SCENE.md")
    let start = try #require(guide.range(of: "```swift\nenum ListCategoriesCommand {"))
    let end = try #require(guide.range(of: "\n```", range: start.upperBound..<guide.endIndex))
    let example = guide[guide.index(start.lowerBound, offsetBy: "```swift\n".count)..<end.lowerBound]
    let source = try Self.read("ExternalInterfaces/Scenes/ListCategories/ListCategoriesCommand.swift")
    #expect(source.contains(example), "the guide's ListCategoriesCommand differs from the file")
    #expect(guide.contains("```swift\n    ListCategoriesCommand.registration,\n```"))
  }

  /// Each scene folder of the outer ring registers its command by one line of the table.
  @Test func everySceneFolderHasItsLineInTheTable() throws {
    let table = try Self.read("ExternalInterfaces/App/CatalogCommands.swift")
    let scenes = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("ExternalInterfaces/Scenes").path)
    // A command whose first word chooses among scenes (`SceneChoice`, a family beside the table
    // in App/) registers them by its line.
    let choices = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("ExternalInterfaces/App").path
    ).filter { $0.hasSuffix(".swift") }.map { try Self.read("ExternalInterfaces/App/\($0)") }
      .filter { $0.contains("SceneChoice(") }
    var registered = 0
    var chosen = 0
    for scene in scenes {
      let command = "ExternalInterfaces/Scenes/\(scene)/\(scene)Command.swift"
      // The folder of the write scenes' shared parts is no scene of its own.
      guard FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(command).path) else {
        #expect(scene == "SharedWrites", "\(scene) has no \(scene)Command.swift")
        continue
      }
      let isChosen = choices.contains { $0.contains("scene: \(scene)Command.") }
      #expect(
        table.contains("\n    \(scene)Command.registration,\n") != isChosen,
        "\(scene) is not in CommandTable.catalog, once, by its line or a choice's")
      if isChosen { chosen += 1 }
      for ring in ["BusinessLogic", "ApplicationLogic"] {
        #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("\(ring)/\(scene)").path))
      }
      registered += 1
    }
    #expect(registered >= 10)
    #expect(chosen >= 3)
    // Each scene by its line, each choice by its command's line, and the serve, cache and db tools.
    #expect(table.components(separatedBy: ".registration,").count - 1 == registered - chosen + choices.count + 3)
  }

  /// Every scene is in one of the guide's two lists, however many there are; the ones it calls
  /// VIPER use VIPER's words, and the VIP ones VIP's; no terminal view is called a view
  /// controller.
  @Test func scenesAreNamedInTheirPatternsWords() throws {
    let guide = try Self.read("docs/ADDING-A-SCENE.md")
    func scenes(after marker: String) -> [String] {
      guard let start = guide.range(of: marker) else { return [] }
      // The scenes are listed in the parentheses after the pattern's name.
      let rest = guide[start.upperBound...]
      let end = rest.range(of: "):")?.lowerBound ?? rest.startIndex
      return Self.quoted(String(rest[..<end]))
    }
    let viper = scenes(after: "- **VIPER** (")
    let vip = scenes(after: "- **Clean Swift VIP** (")
    let existing = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("ExternalInterfaces/Scenes").path
    ).filter { scene in
      FileManager.default.fileExists(
        atPath: Self.root.appendingPathComponent("ExternalInterfaces/Scenes/\(scene)/\(scene)Command.swift").path)
    }
    #expect(Set(viper).isDisjoint(with: vip) && viper.count + vip.count == Set(viper + vip).count)
    #expect(Set(viper + vip) == Set(existing), "the guide's lists and the scenes differ")
    for scene in viper + vip {
      let folder = Self.root.appendingPathComponent("BusinessLogic/\(scene)")
      let text = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
      let isVIPER = viper.contains(scene)
      #expect(text.contains("protocol \(scene)InteractorInput") == isVIPER, "\(scene)")
      #expect(text.contains("protocol \(scene)BusinessLogic") == !isVIPER, "\(scene)")
      #expect(text.contains("PresentationLogic") == !isVIPER, "\(scene)")
    }
    #expect(!(try Self.allSources()).contains("view" + "Controller"))
  }
}

extension AddingASceneDocTests {
  /// The golden format the guide describes is the one the goldens use: every line it names
  /// (`copy FROM TO`, `--- file TO`, …) begins some line of a golden file.
  @Test func theGoldenFormatTheGuideDescribesIsInUse() throws {
    let guide = try Self.read("docs/ADDING-A-SCENE.md")
    let table =
      try #require(guide.components(separatedBy: "| line | meaning |").dropFirst().first)
      .components(separatedBy: "\n\n").first ?? ""
    let markers = table.split(separator: "\n").compactMap { row -> [String]? in
      guard row.hasPrefix("| `") else { return nil }
      let cell = row.dropFirst(2).prefix { $0 != "|" }
      return cell.matches(of: /`([^`]+)`/).map { String($0.1.prefix { $0 != " " && $0 != "…" }) }
    }.flatMap { $0 }
    #expect(Set(markers).isSuperset(of: ["#", "env", "copy", "$", "status", "---"]), "\(markers)")
    let folder = Self.root.appendingPathComponent("Tests/EndToEndTests/Golden")
    var lines = Set<Substring>()
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".golden") {
      lines.formUnion(
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).split(separator: "\n"))
    }
    for marker in Set(markers) {
      #expect(lines.contains { $0.hasPrefix(marker) }, "no golden has a line starting \"\(marker)\"")
    }
    #expect(lines.contains("--- file catalog.json"))
  }
}
