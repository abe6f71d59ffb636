import __ApplicationModule__
import __BusinessModule__

/// Assembles the VIP __Scene__ scene: the view owns the interactor, the interactor owns the
/// presenter, the presenter points back at the view weakly. Call it from the composition root.
@MainActor
public enum __Scene__Configurator {
  public static func makeScene(source: any __Scene__Source, write: @escaping (String) -> Void) -> Print__Scene__View {
    let interactor = __Scene__Interactor(source: source)
    let presenter = __Scene__Presenter()
    let view = Print__Scene__View(write: write)
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.display = view
    return view
  }
}

/// The scene's view: hands each line to `write`. Fill in: your interface.
@MainActor
public final class Print__Scene__View: __Scene__DisplayLogic {
  var interactor: (any __Scene__BusinessLogic)?
  private let write: (String) -> Void

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  public func run() async {
    await interactor?.__useCase__(__Scene__.__UseCase__.Request())
  }

  public func display(_ viewModel: __Scene__.__UseCase__.ViewModel) {
    for line in viewModel.lines { write(line) }
  }
}

/// A stand-in source adapter. Fill in: the real one (a file, a server, a database).
public struct Fixed__Scene__Source: __Scene__Source {
  public let count: Int

  public init(count: Int) {
    self.count = count
  }

  public func itemCount() async throws -> Int { count }
}
