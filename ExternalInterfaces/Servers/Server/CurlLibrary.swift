import BusinessLogic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libcurl, opened when the first `https://` request is made (DECISIONS D76): linking it, as
/// FoundationNetworking does, loads it and some thirty libraries it needs into every run of
/// every command, most of which never touch the network; that was most of `catalog`'s start-up.
/// Only the easy interface's few functions are used, looked up by name.
struct CurlLibrary: Sendable {
  // libcurl's `curl_easy_setopt` and `curl_easy_getinfo` are variadic, which Swift cannot call.
  // Each is called through a prototype with the one argument of the option's type: on the SysV
  // x86-64 and AArch64 Linux ABIs a variadic callee reads an integer or pointer argument from
  // the same register as a fixed one, and its `va_start` copes with any `%al`.
  typealias SetPointer = @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32
  typealias SetLong = @convention(c) (OpaquePointer?, Int32, Int) -> Int32
  typealias GetLong = @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<Int>?) -> Int32
  typealias Initialise = @convention(c) () -> OpaquePointer?
  typealias Perform = @convention(c) (OpaquePointer?) -> Int32
  typealias Cleanup = @convention(c) (OpaquePointer?) -> Void
  typealias ListAppend = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
  typealias ListFree = @convention(c) (OpaquePointer?) -> Void

  let initialise: Initialise
  let setPointer: SetPointer
  let setLong: SetLong
  let getLong: GetLong
  let perform: Perform
  let cleanup: Cleanup
  let listAppend: ListAppend
  let listFree: ListFree

  /// The names the library is found by: the soname first (a runtime package has no `.so` link).
  static let names = ["libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"]

  /// The library, or why it cannot be used. `dlopen` counts its opens, so asking again is cheap
  /// and the library stays for the process's life.
  static func open() -> Result<CurlLibrary, SourceFailure> {
    guard let library = DynamicLibrary(names) else {
      return .failure(
        .transport(detail: "https:// needs libcurl, which is not installed (Debian: apt-get install libcurl4)"))
    }
    guard let initialise = library.symbol("curl_easy_init", as: Initialise.self),
      let setPointer = library.symbol("curl_easy_setopt", as: SetPointer.self),
      let setLong = library.symbol("curl_easy_setopt", as: SetLong.self),
      let getLong = library.symbol("curl_easy_getinfo", as: GetLong.self),
      let perform = library.symbol("curl_easy_perform", as: Perform.self),
      let cleanup = library.symbol("curl_easy_cleanup", as: Cleanup.self),
      let listAppend = library.symbol("curl_slist_append", as: ListAppend.self),
      let listFree = library.symbol("curl_slist_free_all", as: ListFree.self)
    else {
      return .failure(.transport(detail: "the libcurl found lacks its easy interface"))
    }
    return .success(
      CurlLibrary(
        initialise: initialise, setPointer: setPointer, setLong: setLong, getLong: getLong, perform: perform,
        cleanup: cleanup, listAppend: listAppend, listFree: listFree))
  }

  /// curl.h's numbers for what is used (they are its ABI: stable across versions).
  enum Option: Int32 {
    case writeData = 10001
    case url = 10002
    case proxy = 10004
    case errorBuffer = 10010
    case userAgent = 10018
    case httpHeader = 10023
    case headerData = 10029
    case customRequest = 10036
    case progressData = 10057
    case caInfo = 10065
    case noProxy = 10177
    case copyPostFields = 10165
    case writeFunction = 20011
    case headerFunction = 20079
    case progressFunction = 20219
    case noProgress = 43
    case followLocation = 52
    case postFieldSize = 60
    case noSignal = 99
    case timeoutMilliseconds = 155
    case connectTimeoutMilliseconds = 156
    case protocols = 181
    case redirectProtocols = 182
  }

  static let responseCode: Int32 = 0x200002
  static let httpsOnly = 2  // CURLPROTO_HTTPS

  /// What a failed `curl_easy_perform` means here.
  static func failure(code: Int32, detail: String, host: String, timeout: Double) -> SourceFailure {
    switch code {
    case 6: .unknownHost(host)
    case 5: .transport(detail: "the proxy's name is not known: \(detail)")
    case 7: .connectionRefused
    case 28: .timedOut(seconds: timeout)
    case 18, 56: .cutOff
    case 52: .invalidHTTPAnswer(.closedWithoutAnswer)
    case 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91, 98:
      .secureConnectionFailed(detail: detail)
    default: .transport(detail: detail.isEmpty ? "libcurl error \(code)" : detail)
    }
  }
}
