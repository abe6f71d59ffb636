import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ProductFieldPath {
  /// `--fields id,title,dimensions.width`: known names only, each once, in the order given; nil
  /// when the flag is not given.
  static func requested(by invocation: CommandInvocation) -> Result<[ProductFieldPath]?, UsageError> {
    guard let text = invocation.value(.fields) else { return .success(nil) }
    let names = text.split(separator: ",").map { $0.trimmingWhitespace() }
    let known = all.map(\.name)
    var paths: [ProductFieldPath] = []
    for name in names {
      guard let path = ProductFieldPath(name) else {
        let guess = ClosestMatch.suggestion(for: name, among: known).map { "did you mean \"\($0)\"? " } ?? ""
        return .failure(
          UsageError(
            message: "unknown field \"\(TerminalText.quote(name))\" in --fields",
            hint: guess + "valid fields: " + known.joined(separator: ", ")))
      }
      if !paths.contains(path) { paths.append(path) }
    }
    guard !paths.isEmpty else {
      return .failure(UsageError(message: "--fields is empty", hint: "name fields, e.g. --fields id,title,price"))
    }
    return .success(paths)
  }
}
