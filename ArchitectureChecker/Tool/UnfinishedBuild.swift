import Foundation

/// Whether the last build of the package compiled its code. Swift writes index units (and its
/// diagnostics) even for a file with type errors, so an index newer than the code does not prove
/// the code compiled; nor does an object file's date, since the compiler leaves an object it
/// would write identically untouched. Its dependency file (`FILE.d`) is written when, and only
/// when, a file compiles. A Swift source of a product target without one at least as new, in the
/// build folder beside the index store, is one the last build did not compile.
enum UnfinishedBuild {
  /// The sources (absolute paths) whose dependency file is missing or older than they are.
  static func sources(of package: PackageSnapshot, indexStore: URL) -> [String] {
    // `.build/debug/index/store` → `.build/debug`.
    let products = indexStore.deletingLastPathComponent().deletingLastPathComponent()
    var unfinished: [String] = []
    for target in package.targets where !target.isTest && !target.isPlugin && !target.isClang {
      let folder = products.appendingPathComponent("\(target.name).build")
      // A target built another way (whole-module: one dependency file for all its files) is not judged.
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      if files.contains(where: { $0.hasSuffix(".o") }), !files.contains(where: { $0.hasSuffix(".swift.o") }) {
        continue
      }
      for source in package.sourceFiles(of: target) where source.hasSuffix(".swift") {
        let stem = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        let dependencies = folder.appendingPathComponent(stem + ".d")
        guard let compiled = FileTime.modified(dependencies.path), let written = FileTime.modified(source),
          compiled >= written
        else {
          unfinished.append(source)
          continue
        }
      }
    }
    return unfinished
  }
}
