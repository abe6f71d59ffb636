import ApplicationLogic
import BusinessLogic
import DomainEntities

final class TerminalView: ListItemsView {
  func displayLines(_ lines: [String]) { lines.forEach { print($0) } }
}

@main
enum Main {
  static func main() {
    let presenter = ListItemsPresenter()
    let view = TerminalView()
    presenter.view = view
    presenter.presentItems([Item(id: 1, name: "one")])
  }
}
