import Foundation

/// Whether the last build of the package finished. Swift writes index units even for a file with
/// type errors, so an index newer than the code does not prove the code compiled; its object
/// file does. A Swift source of a product target without an object file at least as new, in the
/// build folder beside the index store, is one a build did not finish.
enum UnfinishedBuild {
  /// The sources (absolute paths) whose object file is missing or older than they are.
  static func sources(of package: PackageSnapshot, indexStore: URL) -> [String] {
    // `.build/debug/index/store` → `.build/debug`.
    let products = indexStore.deletingLastPathComponent().deletingLastPathComponent()
    var unfinished: [String] = []
    for target in package.targets where !target.isTest && !target.isPlugin && !target.isClang {
      let objects = products.appendingPathComponent("\(target.name).build")
      let sources = package.sourceFiles(of: target).filter { $0.hasSuffix(".swift") }
      // A target built another way (whole-module: one object for all its files) is not judged.
      let files = (try? FileManager.default.contentsOfDirectory(atPath: objects.path)) ?? []
      if files.contains(where: { $0.hasSuffix(".o") }), !files.contains(where: { $0.hasSuffix(".swift.o") }) {
        continue
      }
      for source in sources {
        let object = objects.appendingPathComponent(URL(fileURLWithPath: source).lastPathComponent + ".o")
        guard let built = modified(object.path), let written = modified(source), built >= written else {
          unfinished.append(source)
          continue
        }
      }
    }
    return unfinished
  }

  private static func modified(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }
}
