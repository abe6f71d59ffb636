import ApplicationLogic
import BusinessLogic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// VIP view for `catalog delete ID`: on a terminal it shows the product and asks first (the
/// interactor then deletes the version that was shown); with `--yes` it deletes at once.
@MainActor
final class TerminalDeleteProductView: DeleteProductDisplayLogic, RunnableScene {
  var interactor: (any DeleteProductBusinessLogic)?
  var router: (any ProductChangeRoutingLogic & ProductChangeDataPassing)?
  private let id: String
  private let confirmation: DeleteConfirmation
  private let dryRun: Bool
  private let output: any ProductChangeOutput
  private var confirmed = false

  init(id: String, confirmation: DeleteConfirmation, dryRun: Bool, output: any ProductChangeOutput) {
    (self.id, self.confirmation, self.dryRun, self.output) = (id, confirmation, dryRun, output)
  }

  func run() async -> ExitStatus {
    if confirmation == .ask {
      await interactor?.loadProduct(DeleteProduct.Load.Request(productID: id))
      guard confirmed else { return output.status }
    }
    await interactor?.deleteProduct(DeleteProduct.Delete.Request(productID: id, isDryRun: dryRun))
    if output.routesToDetail { await router?.routeToProductDetail() }
    return output.status
  }

  func displayConfirmation(_ viewModel: DeleteProduct.Load.ViewModel) {
    output.console.errors.write(viewModel.question + " [y/N] ")
    output.console.errors.flush()
    let answer = String((readLine() ?? "").filter { !$0.isWhitespace }).lowercased()
    confirmed = answer == "y" || answer == "yes"
    if !confirmed { output.show(EditorWords.declined) }
  }

  func displayDeletedProduct(_ viewModel: DeleteProduct.Delete.ViewModel) {
    output.show(viewModel)
  }

  func displayError(_ viewModel: ErrorViewModel) {
    output.show(viewModel)
  }
}
