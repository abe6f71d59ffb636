import ApplicationLogic
import BusinessLogic
import Testing

/// The kept sign-ins in words: a row each, and a failure for each that does not work.
@MainActor
@Suite struct AuthStatusPresenterTests {
  final class ViewSpy: AuthStatusView {
    var viewModels: [AuthStatusViewModel] = []
    var tokens: [String] = []
    var errors: [ErrorViewModel] = []
    func displayAuthStatus(_ viewModel: AuthStatusViewModel) { viewModels.append(viewModel) }
    func displayToken(_ token: String) { tokens.append(token) }
    func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
  }

  final class InteractorSpy: AuthStatusInteractorInput {
    var requests: [AuthStatusRequest] = []
    func loadAuthStatus(_ request: AuthStatusRequest) async { requests.append(request) }
  }

  private func scene(_ request: AuthStatusRequest = AuthStatusRequest(source: nil)) -> (
    AuthStatusPresenter, ViewSpy, InteractorSpy
  ) {
    let interactor = InteractorSpy()
    let presenter = AuthStatusPresenter(
      interactor: interactor, request: request, sizing: .exact, vocabulary: StubVocabulary())
    let view = ViewSpy()
    presenter.view = view
    return (presenter, view, interactor)
  }

  @Test func theViewBeingReadyAsksForTheRequest() async {
    let request = AuthStatusRequest(source: "https://dummy.example", asked: .token)
    let (presenter, _, interactor) = scene(request)
    await presenter.viewIsReady()
    #expect(interactor.requests == [request])
  }

  @Test func eachSignInIsARowAndEachThatFailsSaysWhy() {
    let (presenter, view, _) = scene()
    let far = ServerAccount(origin: "https://far.example", kind: .dummyJSON, name: "m", expiresAt: 0)
    let gone = ServerAccount(origin: "https://gone.example", kind: .datasette, name: "e", expiresAt: nil)
    presenter.presentAuthStatus(
      AuthStatusResponse(entries: [
        .init(account: AccountSeeds.dummy, check: .works),
        .init(account: far, check: .expired(renewable: true)),
        .init(account: AccountSeeds.datasette, check: .refused),
        .init(account: gone, check: .unreachable(.unavailable(source: "https://gone.example", .connectionRefused))),
      ]))
    let viewModel = view.viewModels.first
    #expect(viewModel?.rows.map(\.state) == ["works", "expired", "refused", "unreachable"])
    #expect(viewModel?.rows.map(\.works) == [true, false, false, false])
    #expect(viewModel?.rows.map(\.expires) == ["2026-11-24 09:32 UTC", "1970-01-01 00:00 UTC", "never", "never"])
    #expect(viewModel?.table.rows.count == 4)
    #expect(
      viewModel?.failures.map(\.message) == [
        "the sign-in to https://far.example has expired",
        "the sign-in to http://localhost:8001 no longer works: the server refused its token",
        "cannot read https://gone.example: connection refused",
      ])
    #expect(viewModel?.failures.first?.remedy?.hasPrefix("the next change renews it") == true)
    #expect(viewModel?.failures.dropFirst().first?.remedy == "sign in at http://localhost:8001")
  }

  @Test func noSignInsIsAFailure() {
    let (presenter, view, _) = scene()
    presenter.presentAuthStatus(AuthStatusResponse(entries: []))
    #expect(view.errors.map(\.message) == ["not signed in to any catalog server"])
    #expect(view.viewModels.isEmpty)
  }

  @Test func theTokenIsShownAsItIsOnlyWhenHandedOn() {
    let (presenter, view, _) = scene()
    presenter.presentToken(SecretText("tok-123"))
    #expect(view.tokens == ["tok-123"])
    #expect(String(describing: SecretText("tok-123")) == "<secret>")
  }

  @Test func theFileOfSignInsIsWordedWhenRefused() {
    let (presenter, view, _) = scene()
    presenter.presentAccountFailure(.keptSignIns(.readableByOthers(path: "/h/hosts.json", mode: 0o644)))
    #expect(
      view.errors.first?.message == "/h/hosts.json can be read by other users (mode 644), so its sign-ins are not used")
  }
}
