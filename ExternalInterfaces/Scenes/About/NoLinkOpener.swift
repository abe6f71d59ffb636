import ApplicationLogic
import BusinessLogic

/// The opener of a page's About: the server opens no links; the page shows them to follow.
struct NoLinkOpener: LinkOpener {
  func open(_ link: String) async -> LinkOpening { .noOpener }
}
