import Glibc

// A scene folder whose siblings in BusinessLogic and ApplicationLogic are missing, asking the
// terminal itself instead of through Terminal/.
enum ListItemsConfigurator {
  static var isInteractive: Bool { isatty(1) == 1 }
}
