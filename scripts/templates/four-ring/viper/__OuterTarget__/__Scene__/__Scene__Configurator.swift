import __ApplicationModule__
import __BusinessModule__

/// Assembles the VIPER __Scene__ scene: view → presenter → interactor → the source port. Call it
/// from the composition root with the source adapter and where the lines go.
@MainActor
public enum __Scene__Configurator {
  public static func makeScene(source: any __Scene__Source, write: @escaping (String) -> Void) -> Print__Scene__View {
    let interactor = __Scene__Interactor(source: source)
    let presenter = __Scene__Presenter(interactor: interactor)
    let view = Print__Scene__View(write: write)
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }
}

/// The scene's view: hands each line to `write`. Fill in: your interface.
@MainActor
public final class Print__Scene__View: __Scene__View {
  var presenter: (any __Scene__PresenterInput)?
  private let write: (String) -> Void

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  public func run() async {
    await presenter?.viewIsReady()
  }

  public func display__Scene__(_ viewModel: __Scene__ViewModel) {
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
