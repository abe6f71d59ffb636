import ApplicationLogic
import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a server's token comes from: `--token-file PATH`, else `CATALOG_TOKEN`. Never a flag's
/// value: a command line is visible to every user of the machine (`ps`), and stays in shell
/// history. Nothing said here quotes the token, nor the path (which may be a token given there
/// by mistake).
enum TokenSource {
  struct Found: Equatable {
    let credential: ServerCredential?
    let warnings: [ErrorViewModel]
  }

  static func credential(file: String?, environment: [String: String], for server: URL) -> Result<Found, UsageError> {
    var warnings: [ErrorViewModel] = []
    let token: String
    let origin: String
    if let file {
      origin = "the file given to --token-file"
      let bytes: Data
      do {
        bytes = try LocalFile(path: file).read()
      } catch {
        return .failure(
          UsageError(
            message: "cannot read the file given to --token-file: \(reason(error))",
            hint: "give the path of a file that holds the token on one line"))
      }
      if let mode = permissions(of: file), mode & 0o077 != 0 {
        warnings.append(
          ErrorViewModel(
            message: "the token file can be read by other users (mode \(String(mode, radix: 8)))",
            remedy: "make it private: chmod 600 on the file", kind: .warning))
      }
      token = String(decoding: bytes, as: UTF8.self)
    } else if let text = environment["CATALOG_TOKEN"], !text.isEmpty {
      origin = "CATALOG_TOKEN"
      token = text
    } else {
      return .success(Found(credential: nil, warnings: []))
    }
    switch ServerCredential.make(token: token, for: server) {
    case .success(let credential): return .success(Found(credential: credential, warnings: warnings))
    case .failure(.empty):
      return .failure(UsageError(message: "\(origin) holds no token", hint: "put the token in it, on one line"))
    case .failure(.notPrintable):
      return .failure(
        UsageError(
          message: "\(origin) does not hold one token: it has spaces, line breaks or control characters inside",
          hint: "put only the token in it, on one line"))
    }
  }

  private static func reason(_ error: CatalogSourceError) -> String {
    guard case .unavailable(_, let failure) = error else { return "it could not be read" }
    return switch failure {
    case .missing: "no such file"
    case .permissionDenied: "permission denied"
    case .isDirectory: "it is a directory"
    default: "it could not be read"
    }
  }

  private static func permissions(of path: String) -> UInt32? {
    var status = stat()
    guard LosslessText.withPath(path, { stat($0, &status) }) == 0 else { return nil }
    return UInt32(status.st_mode) & 0o777
  }
}
