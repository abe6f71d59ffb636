/// The port that opens a link in the person's browser, when the desktop has a way to.
public protocol LinkOpener: Sendable {
  func open(_ link: String) async -> LinkOpening
}

/// How asking to open a link went.
public enum LinkOpening: Hashable, Sendable {
  /// Handed to this program (`xdg-open`, or `$BROWSER`'s).
  case opened(by: String)
  /// Nothing here opens links (no desktop, no `$BROWSER`).
  case noOpener
  /// The opener ran and failed, with its exit status.
  case failed(opener: String, status: Int32)
}
