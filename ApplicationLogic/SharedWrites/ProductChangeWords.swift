import BusinessLogic
import DomainEntities

/// The words of every write scene, written once: what was added, changed or deleted, field by
/// field; what a form got wrong; and the warnings a change can carry.
public struct ProductChangeWords: Sendable {
  private let vocabulary: any InterfaceVocabulary

  public init(vocabulary: any InterfaceVocabulary) {
    self.vocabulary = vocabulary
  }

  static let dryRunNote = "(dry run: nothing was written)"

  /// `price 9.99 → 8.99`.
  func change(of field: ProductField, from old: Product, to new: Product) -> String {
    "\(field.rawValue) \(FieldValueText.text(of: field, in: old)) → \(FieldValueText.text(of: field, in: new))"
  }

  /// `price 9.99`: a field of a new product.
  func value(of field: ProductField, in product: Product) -> String {
    "\(field.rawValue) \(FieldValueText.text(of: field, in: product))"
  }

  /// The fields a new product sets: those that differ from a product with nothing set.
  func setFields(of product: Product) -> [ProductField] {
    ProductDiff.changedFields(from: Product(id: product.id, title: "", price: Money(0)), to: product)
      .filter { $0 != .id }
  }

  func unmodeled(_ names: [String]) -> [String] {
    names.map { "\(TerminalSafeText.singleLine($0)) (kept as given)" }
  }

  /// A change to a product that exists, in words: `no changes to product 5` when it changed
  /// nothing; else the scene's verb (`updated product 5`, `would update product 5` in a dry run)
  /// with each changed field as `name old → new`, what was kept as given, and the warnings.
  func viewModel(
    changing before: Product, to after: Product, fields: [ProductField], verbs: (done: String, dryRun: String),
    isDryRun: Bool, unmodeled: [String] = [], newCategory: CategorySlug? = nil
  ) -> ProductChangeViewModel {
    let id = before.id
    guard !fields.isEmpty || !unmodeled.isEmpty else {
      return ProductChangeViewModel(lines: ["no changes to product \(id)"])
    }
    let details = fields.map { change(of: $0, from: before, to: after) } + self.unmodeled(unmodeled)
    let summary = "\(isDryRun ? verbs.dryRun : verbs.done) product \(id)"
    return ProductChangeViewModel(
      lines: lines(summary: summary, details: details, isDryRun: isDryRun),
      warnings: warnings(newCategory: newCategory))
  }

  /// A one-line summary, or the header and its indented details in a dry run.
  func lines(summary: String, details: [String], isDryRun: Bool) -> [String] {
    guard isDryRun else { return [details.isEmpty ? summary : summary + ": " + details.joined(separator: ", ")] }
    return ["\(summary) \(Self.dryRunNote)"] + details.map { "  " + $0 }
  }

  func warnings(newCategory: CategorySlug?, ignoredID: String? = nil) -> [ErrorViewModel] {
    var warnings: [ErrorViewModel] = []
    if let ignoredID {
      warnings.append(
        ErrorViewModel(
          message:
            "ignored id \(TerminalSafeText.singleLine(ignoredID)) in the input: the catalog assigns new products their ids",
          remedy: nil, kind: .warning))
    }
    if let newCategory {
      warnings.append(
        ErrorViewModel(
          message: "category \"\(TerminalSafeText.singleLine(newCategory.rawValue))\" is new: no other product has it",
          remedy: "check its spelling; " + vocabulary.howToListCategories, kind: .warning))
    }
    return warnings
  }

  public func viewModel(for problems: ProductFormProblems) -> ProductFormFailureViewModel {
    let count = problems.problems.count
    return ProductFormFailureViewModel(
      error: ErrorViewModel(
        message: "product not saved: " + (count == 1 ? "1 problem" : "\(count) problems"),
        remedy: "correct " + (count == 1 ? "it" : "them") + " and try again; nothing was written", kind: .invalidInput),
      problems: problems.problems.map(line), fields: problems.problems.map(\.field))
  }

  /// `price "9.999": expected at most 2 decimals`.
  func line(_ problem: ProductFormProblem) -> String {
    let name = TerminalSafeText.singleLine(problem.field)
    let subject = problem.value.isEmpty ? name : "\(name) \(FieldValueText.quoted(problem.value))"
    switch problem.expectation {
    case .required: return "\(name): required, and missing"
    case .notBlank: return "\(subject): expected text that is not blank"
    case .kind(let kind): return "\(subject): expected \(Self.noun(kind))"
    case .number(let minimum, let maximum):
      let low = NumberText.exact(minimum)
      return "\(subject): expected a number "
        + (maximum.map { "from \(low) to \(NumberText.exact($0))" } ?? "of \(low) or more")
    case .decimals(let most): return "\(subject): expected at most \(most) decimals"
    case .wholeNumber(let minimum): return "\(subject): expected a whole number of \(minimum) or more"
    case .slug: return "\(subject): expected a slug: lowercase letters, digits and -"
    case .noEmptyEntries: return "\(subject): expected entries that are not empty"
    case .unchangeable: return "\(subject): the id of a product cannot change"
    case .dimensions: return "\(subject): expected WIDTHxHEIGHTxDEPTH, as in 10x20x5"
    case .memberOf(let names): return "\(subject): expected one of \(names.joined(separator: ", "))"
    }
  }

  private static func noun(_ kind: FieldKind) -> String {
    switch kind {
    case .text: "text"
    case .number: "a number"
    case .list: "a list"
    case .object: "an object"
    }
  }
}
