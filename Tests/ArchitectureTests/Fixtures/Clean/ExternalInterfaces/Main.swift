import ApplicationLogic
import BusinessLogic
import DomainEntities
import Foundation

struct ItemDTO: Decodable {
  let id: Int
  let name: String

  func toDomain() -> Item { Item(id: id, name: name) }
}

struct FileItemRepository: ItemRepository {
  let path: String

  func items() -> [Item] {
    guard let data = FileManager.default.contents(atPath: path),
      let dtos = try? JSONDecoder().decode([ItemDTO].self, from: data)
    else { return [] }
    return dtos.map { $0.toDomain() }
  }
}

final class TerminalView: ListItemsView {
  func displayLines(_ lines: [String]) { lines.forEach { print($0) } }
}

@main
enum Main {
  static func main() {
    let interactor = ListItemsInteractor(repository: FileItemRepository(path: "items.json"))
    let presenter = ListItemsPresenter(interactor: interactor)
    let view = TerminalView()
    presenter.view = view
    interactor.output = presenter
    presenter.viewIsReady()
  }
}
