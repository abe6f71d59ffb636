import Foundation

/// Rule 7 (when the ring map has a `layout`): the outer ring is laid out by scene, so a reader
/// finds a line by its scene and its role. A scene is one folder per ring with the same name:
/// every folder of `scenes` in the layout's ring has a sibling in each of `siblings`, and every
/// folder of a sibling ring that defines a scene's type (`sceneMarkers`: `…Interactor`,
/// `…Presenter`) has one in `scenes`. Concrete types with a scene role (`…Configurator`) live in a scene folder whose
/// name they carry. And the APIs a folder is for (the terminal's) are used only in that folder.
struct LayoutRule: ArchitectureRule {
  func check(_ context: CheckContext) -> RuleOutcome {
    var outcome = RuleOutcome(rule: "layout", unit: "scene folders, type definitions and folder-bound API uses")
    guard let layout = context.rings.layout, let (ringTarget, ringRoot) = Self.firstTarget(of: layout.ring, context)
    else { return outcome }
    let scenesRoot = ringRoot + "/" + layout.scenes
    let scenes = Set(Self.folders(in: context.root.appendingPathComponent(scenesRoot)))
    // Scene folders and their siblings, both ways.
    for sibling in layout.siblings {
      guard let (_, siblingRoot) = Self.firstTarget(of: sibling, context) else { continue }
      let present = Set(Self.folders(in: context.root.appendingPathComponent(siblingRoot)))
      for scene in scenes.sorted() {
        outcome.examined += 1
        if !present.contains(scene) {
          outcome.diagnostics.append(
            Diagnostic(
              file: scenesRoot + "/" + scene, line: 1, column: 1, rule: "layout",
              message:
                "scene \(scene) has no folder in \(sibling); a scene is one folder per ring with the same name. Add \(siblingRoot)/\(scene)/ for its \(sibling) roles, or rename this folder after the scene it belongs to."
            ))
        }
      }
      let roles = layout.sceneMarkers
      for folder in present.sorted() where !scenes.contains(folder) {
        let prefix = siblingRoot + "/" + folder + "/"
        let roleTypes = context.index.files.filter { $0.path.hasPrefix(prefix) }.flatMap { file in
          file.occurrences.filter { occurrence in
            occurrence.roles & IndexStore.Role.definition != 0
              && IndexStore.Kind.types.contains(occurrence.symbol.kind)
              && roles.contains { occurrence.symbol.name.hasSuffix($0) }
          }
        }
        guard !roleTypes.isEmpty else { continue }
        outcome.examined += 1
        outcome.diagnostics.append(
          Diagnostic(
            file: siblingRoot + "/" + folder, line: 1, column: 1, rule: "layout",
            message:
              "scene \(folder) has \(sibling) roles (\(roleTypes[0].symbol.name)) but no folder in \(layout.ring); add \(scenesRoot)/\(folder)/ for its \(layout.ring) roles (\(layout.sceneRoles.map { "…" + $0 }.joined(separator: ", ")))."
          ))
      }
    }
    for file in context.index.files where file.target == ringTarget {
      let relative = file.path.hasPrefix(ringRoot + "/") ? String(file.path.dropFirst(ringRoot.count + 1)) : file.path
      // Scene roles: concrete types in a scene folder they are named for.
      for occurrence in file.occurrences
      where occurrence.roles & IndexStore.Role.definition != 0
        && [IndexStore.Kind.class, IndexStore.Kind.structure, IndexStore.Kind.enumeration].contains(
          occurrence.symbol.kind)
      {
        let name = occurrence.symbol.name
        outcome.examined += 1
        guard let role = layout.sceneRoles.first(where: { name.hasSuffix($0) }) else { continue }
        let parts = relative.split(separator: "/")
        let inScene = parts.count >= 3 && String(parts[0]) == layout.scenes && name.contains(parts[1])
        if !inScene {
          outcome.diagnostics.append(
            Diagnostic(
              at: occurrence, in: file, rule: "layout",
              message:
                "\(name) is a …\(role), and belongs in \(scenesRoot)/<Scene>/ for the scene it assembles, named after it; move it there."
            ))
        }
      }
      // Folder-bound APIs.
      for bound in layout.folders {
        let inside = relative.hasPrefix(bound.folder + "/")
        var reported: Set<String> = []
        for occurrence in file.occurrences where occurrence.roles & IndexStore.Role.reference != 0 {
          let base = String(occurrence.symbol.name.prefix { $0 != "(" })
          guard bound.symbols.contains(base) else { continue }
          outcome.examined += 1
          guard !inside, reported.insert("\(occurrence.line):\(base)").inserted else { continue }
          outcome.diagnostics.append(
            Diagnostic(
              at: occurrence, in: file, rule: "layout",
              message:
                "\(file.target) calls \(base) outside \(ringRoot)/\(bound.folder)/; \(bound.reason). Ask a type in \(bound.folder)/ instead."
            ))
        }
      }
    }
    return outcome
  }

  /// The first target of the ring `name`, and its folder relative to the package root.
  private static func firstTarget(of name: String, _ context: CheckContext) -> (target: String, path: String)? {
    guard let target = context.rings.rings.first(where: { $0.name == name })?.targets.first,
      let path = context.package.targets.first(where: { $0.name == target })?.path
    else { return nil }
    return (target, path)
  }

  /// The names of the folders directly in `url`.
  private static func folders(in url: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { name in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }
}
