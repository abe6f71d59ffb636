/// Where the runs of rising positions along a stored order begin, for one place in each page
/// of the order: for each place `placesPerPage * k`, the first place of the run of rising
/// positions that ends there. Equal keys keep the catalog's order, so a group of them lies
/// within the run through its last place; a descending walk finds where that run begins by
/// reading back to the page's first place and taking the entry for it here, where it read back
/// along the order a page at a time (64 pages, each checked, for a category's first page by
/// rating at ten million products; 2 now).
struct OrderRuns: Sendable {
  /// A page of an order's places, an entry's apart: reading back to an entry's place reads
  /// within one page.
  static let placesPerPage = CatalogIndexFile.pageSize / MemoryLayout<Int32>.stride

  let starts: IndexColumn<Int32>

  /// How many entries an order of `places` places has.
  static func count(places: Int) -> Int { (places + placesPerPage - 1) / placesPerPage }

  /// The entries for `order`: the rule, written once; the whole check compares a file's against
  /// it. Read a stretch of the order at a time, given back behind, as the order may be a
  /// column of 40 MB that a build just wrote.
  static func starts(of order: IndexColumn<Int32>) -> [Int32] {
    var starts: [Int32] = []
    starts.reserveCapacity(count(places: order.count))
    var (runStart, previous) = (0, Int32.max)
    order.forEachStretch { order, places in
      for place in places {
        if order[place] <= previous { runStart = place }
        if place % placesPerPage == 0 { starts.append(Int32(truncatingIfNeeded: runStart)) }
        previous = order[place]
      }
    }
    return starts
  }

  /// Whether these are the entries for `order`: what a whole check asks.
  func hold(for order: IndexColumn<Int32>) -> Bool {
    starts.count == Self.count(places: order.count) && starts.elementsEqual(Self.starts(of: order))
  }

  /// The first place of the run of rising positions that ends at `place`, a multiple of
  /// `placesPerPage`; nil, and the file marked damaged, when the entry cannot be that (it lies
  /// after the place), or there is none for it.
  func start(ofRunEndingAt place: Int) -> Int? {
    let entry = place / Self.placesPerPage
    guard place >= 0, place % Self.placesPerPage == 0, entry < starts.count else {
      starts.reportDamage()
      return nil
    }
    let start = Int(starts[entry])
    guard 0 <= start, start <= place else {
      starts.reportDamage()
      return nil
    }
    return start
  }
}
