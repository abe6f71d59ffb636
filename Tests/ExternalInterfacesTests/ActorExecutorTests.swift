import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// A one-off command's repositories run on the main actor, so a call from it runs at once on
/// the same thread, never hopping to Swift's pool (issue 60); a session's and a server's run on
/// queues of their own, so a long query never holds up the main actor.
@MainActor
@Suite struct ActorExecutorTests {
  /// What ran on the main actor, in order.
  @MainActor final class Log {
    var entries: [String] = []
  }

  /// Whether `call`, made from the main actor, ran to its end without giving the main actor up:
  /// a job queued on the main actor before the call runs only once the caller gives it up.
  private func runsWithoutYielding(_ call: @MainActor () async throws -> Void) async rethrows -> Bool {
    let log = Log()
    let queued = Task { @MainActor in log.entries.append("queued") }
    try await call()
    log.entries.append("returned")
    await queued.value
    return log.entries == ["returned", "queued"]
  }

  /// An actor placed as the composition root places ours.
  actor Placed {
    private nonisolated let executor: ActorExecutor
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.unowned }

    init(_ executor: ActorExecutor) {
      self.executor = executor
    }

    func answer() -> Int { 42 }
  }

  @Test func anActorOnTheMainActorsExecutorAnswersWithoutAHop() async {
    let placed = Placed(.mainActor)
    var answer = 0
    #expect(await runsWithoutYielding { answer = await placed.answer() })
    #expect(answer == 42)
  }

  @Test func anActorOnAQueueOfItsOwnLeavesTheMainActorFree() async {
    let placed = Placed(.ownQueue())
    var answer = 0
    #expect(await !runsWithoutYielding { answer = await placed.answer() })
    #expect(answer == 42)
  }

  @Test func aCompanionIsPlacedAlike() async {
    #expect(await runsWithoutYielding { _ = await Placed(ActorExecutor.mainActor.alike()).answer() })
    #expect(await !runsWithoutYielding { _ = await Placed(ActorExecutor.ownQueue().alike()).answer() })
  }

  @Test func aOneOffCommandsIndexedFileIsAnsweredOnTheMainActor() async throws {
    let fixture = try IndexBuildRequestTests.Fixture()
    defer { fixture.remove() }
    _ = try await FileCatalogRepository(path: fixture.path, indexStore: fixture.store).buildIndex()
    var factory = CatalogRepositoryFactory()
    factory.indexStore = fixture.store
    let repository = factory.makeRepository(for: .file(path: fixture.path))
    let wanted = fixture.products[1_200]
    let category = CatalogQuery(
      category: wanted.category, sort: ProductSort(field: .rating, order: .descending), limit: 20)
    var (found, page): (Product?, ProductPage?) = (nil, nil)
    // The first call opens the file and its index; both are read on the main actor too.
    #expect(try await runsWithoutYielding { found = try await repository.product(withID: wanted.id) })
    #expect(try await runsWithoutYielding { page = try await repository.products(matching: category) })
    #expect(found == wanted)
    #expect(page?.products.count == 20)
    #expect(page?.products.allSatisfy { $0.category == wanted.category } == true)
  }

  @Test func aOneOffCommandsEmbeddedCatalogIsAnsweredOnTheMainActor() async throws {
    let repository = CatalogRepositoryFactory().makeRepository(for: .embedded)
    var page: ProductPage?
    #expect(try await runsWithoutYielding { page = try await repository.products(matching: CatalogQuery(limit: 5)) })
    #expect(page?.products.count == 5)
  }

  @Test func aSessionsRepositoriesLeaveTheMainActorFree() async throws {
    let fixture = try IndexBuildRequestTests.Fixture()
    defer { fixture.remove() }
    let factory = CatalogRepositoryFactory(isInteractive: true)
    for source in [CatalogSource.file(path: fixture.path), .embedded] {
      let repository = factory.makeRepository(for: source)
      var page: ProductPage?
      #expect(try await !runsWithoutYielding { page = try await repository.products(matching: CatalogQuery(limit: 5)) })
      #expect(page?.products.count == 5)
    }
  }
}
