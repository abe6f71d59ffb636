import ApplicationLogic
import DomainEntities

/// The starter's navigator: a route becomes the next scene, assembled and run. It holds the
/// scene while it runs, which is what keeps a scene alive (its router and wireframe hold it
/// weakly).
@MainActor
final class PrintNavigator: ShelfNavigator {
  private let write: (String) -> Void
  private var scenes: [PrintBookDetailView] = []

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  func showBook(_ book: Book?) async {
    let scene = BookDetailConfigurator.makeScene(book: book, write: write)
    scenes.append(scene)
    scene.run()
    scenes.removeLast()
  }
}
