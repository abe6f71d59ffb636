/// The About scene for people: a heading and labelled facts, each value terminal-safe.
public struct AboutViewModel: Hashable, Sendable {
  public struct Fact: Hashable, Sendable {
    public let label: String
    public let value: String
  }

  public let heading: String
  public let facts: [Fact]

  /// The facts as lines, labels aligned (the same in a pipe, a terminal and the browser).
  public var lines: [[StyledText]] {
    let width = (facts.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2
    return [[StyledText(heading, style: .heading)]]
      + facts.map { fact in
        [
          StyledText(
            fact.label + String(repeating: " ", count: width - DisplayWidth.of(fact.label)), style: .secondary),
          StyledText(fact.value),
        ]
      }
  }
}

/// How opening the home page went, for people and for programs.
public struct AboutOpeningViewModel: Hashable, Sendable {
  /// The link, terminal-safe.
  public let link: String
  /// `Opening … in your browser.`, said on the side; nil when nothing opened it.
  public let notice: String?
  /// Set when the opener failed.
  public let error: ErrorViewModel?
}

/// What the About screen can be told.
@MainActor
public protocol AboutView: AnyObject {
  func displayAbout(_ viewModel: AboutViewModel)
  /// A link was handed to the browser, or there is none to hand it to.
  func displayOpening(_ viewModel: AboutOpeningViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
