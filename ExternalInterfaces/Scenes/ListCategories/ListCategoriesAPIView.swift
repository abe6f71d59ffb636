import ApplicationLogic
import BusinessLogic
import DomainEntities

/// `GET /products/categories` (objects with DummyJSON's `slug`, `name` and `url`) and
/// `/products/category-list` (slugs): in VIP terms a presenter that renders straight to JSON,
/// owned by the interactor it listens to.
@MainActor
final class ListCategoriesAPIView: ListCategoriesPresentationLogic, WebScene {
  enum Shape { case objects, slugs }

  var interactor: (any ListCategoriesBusinessLogic)?
  private let shape: Shape
  private let origin: String
  private let errors: ErrorPresentation
  private var result = WebAnswer.message(500, "the categories were not answered")

  init(shape: Shape, origin: String, errors: ErrorPresentation) {
    (self.shape, self.origin, self.errors) = (shape, origin, errors)
  }

  func answer() async -> WebAnswer {
    await interactor?.fetchCategories(ListCategories.Fetch.Request())
    // The interactor holds its presenter strongly: let go of both once answered.
    interactor = nil
    return result
  }

  func presentCategories(_ response: ListCategories.Fetch.Response) {
    let categories = response.categories
    switch shape {
    case .slugs:
      result = WebAnswer(.array(categories.map { .string($0.slug.rawValue) }))
    case .objects:
      result = WebAnswer(
        .array(
          categories.map { category in
            .object([
              .init(name: "slug", value: .string(category.slug.rawValue)),
              .init(name: "name", value: .string(category.name)),
              .init(
                name: "url", value: .string(origin + "/products/category/" + WebPath.segment(category.slug.rawValue))),
            ])
          }))
    }
  }

  func presentSourceFailure(_ error: CatalogSourceError) {
    result = .error(errors.viewModel(for: error))
  }
}
