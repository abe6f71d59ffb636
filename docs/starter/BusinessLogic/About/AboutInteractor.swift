import DomainEntities

/// The About scene's data-manager port: what the use case needs from outside, which the outer
/// ring implements. It asks one question.
public protocol AboutSource: Sendable {
  func books() async throws -> [Book]
}

/// VIPER: what the About presenter may ask its interactor.
@MainActor
public protocol AboutInteractorInput: AnyObject {
  func loadAbout() async
}

/// VIPER: the About use case's output boundary.
@MainActor
public protocol AboutInteractorOutput: AnyObject {
  func presentAbout(_ response: AboutResponse)
  func presentFailure(_ failure: AboutFailure)
}

/// What the use case found. Facts, as values, never words.
public struct AboutResponse: Hashable, Sendable {
  public let bookCount: Int
  /// The book with the most pages; nil on an empty shelf.
  public let longest: Book?

  public init(bookCount: Int, longest: Book?) {
    (self.bookCount, self.longest) = (bookCount, longest)
  }
}

/// What went wrong, as a fact; the presenter words it.
public enum AboutFailure: Hashable, Sendable {
  case sourceUnavailable
}

/// The About use case.
@MainActor
public final class AboutInteractor: AboutInteractorInput {
  public weak var output: (any AboutInteractorOutput)?
  private let source: any AboutSource

  public init(source: any AboutSource) {
    self.source = source
  }

  public func loadAbout() async {
    do {
      let books = try await source.books()
      output?.presentAbout(AboutResponse(bookCount: books.count, longest: books.max { $0.pages < $1.pages }))
    } catch {
      output?.presentFailure(.sourceUnavailable)
    }
  }
}
