/// How requests to a catalog server are made: bounded in time, size and retries.
struct HTTPSettings: Sendable, Equatable {
  /// Seconds a request may take, from `--timeout` (default 10).
  var timeout: Double = 10
  /// Retries of a read answered 429 or 5xx, with exponential backoff.
  var retries = 3
  /// The first backoff; each retry doubles it. A `Retry-After` of up to `maximumRetryAfter`
  /// seconds is honoured instead.
  var backoff: Double = 0.25
  var maximumRetryAfter: Double = 10
  /// No page of a catalog is this large; a bigger answer is a wrong URL or a broken server.
  var maximumBodyBytes = 32 << 20
  var maximumRedirects = 5
  /// The proxies, from `http_proxy`, `https_proxy` and `no_proxy`.
  var proxy = HTTPProxy.none
  /// The certificate authorities `https://` servers are checked against, when not the system's
  /// (`SSL_CERT_FILE`, as OpenSSL reads it).
  var certificateAuthorities: String?
  /// The token for the catalog server, if one was given.
  var credential: ServerCredential?
  var userAgent = "catalog/\(CatalogVersion.current) (command-line catalog browser; Swift)"
}
