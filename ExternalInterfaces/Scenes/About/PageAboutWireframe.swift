import ApplicationLogic
import BusinessLogic

/// About on a web page: nothing to close (the visitor goes back), and nothing is ever opened on
/// the server's desktop for a visitor.
final class PageAboutWireframe: AboutWireframe {
  func closeAbout() async {}
}

/// The opener of a page's About: the server opens no links; the page shows them to follow.
struct NoLinkOpener: LinkOpener {
  func open(_ link: String) async -> LinkOpening { .noOpener }
}
