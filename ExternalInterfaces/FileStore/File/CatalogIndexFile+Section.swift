import DomainEntities

extension CatalogIndexFile {
  /// The columns in the order they are written, each listed in the directory (an order the
  /// file does not keep has length 0).
  enum Section: CaseIterable, Hashable {
    case ids, rangeStarts, rangeEnds, prices, discounts, ratings, stocks, titleBytes, titleStarts
    case categoryCodes, categoryNameBytes, categoryNameStarts, brandCodes, brandNameBytes, brandNameStarts
    case folded, foldedStarts
    case order(ProductSortField)
    /// Where the runs of rising positions begin along the order before it (`OrderRuns`).
    case orderRuns(ProductSortField)
    /// The order by the field cut by category, then where each category's stretch starts.
    case categoryOrder(ProductSortField)
    case categoryOrderRuns(ProductSortField)
    case categoryStarts
    case gramKeys, gramCounts, gramStarts, gramLists
    case wordBytes, wordStarts, wordCounts, wordListStarts, wordLists
    /// How many products the lists were made for, then the stale products (`GramIndex.stale`).
    case listsCover
    /// Each product's listed values side by side (`ListingRecords`).
    case listing
    /// The products in order of id, each one's id and bytes sealed (`IDRecords`); empty when
    /// the file keeps no order by id.
    case idRecords

    static let allCases: [Section] =
      [
        .ids, .rangeStarts, .rangeEnds, .prices, .discounts, .ratings, .stocks, .titleBytes, .titleStarts,
        .categoryCodes, .categoryNameBytes, .categoryNameStarts, .brandCodes, .brandNameBytes, .brandNameStarts,
        .folded, .foldedStarts,
      ]
      + ProductSortField.allCases.flatMap {
        [Section.order($0), .orderRuns($0), .categoryOrder($0), .categoryOrderRuns($0)]
      } + [
        .categoryStarts,
        .gramKeys, .gramCounts, .gramStarts, .gramLists, .wordBytes, .wordStarts, .wordCounts, .wordListStarts,
        .wordLists, .listsCover, .listing, .idRecords,
      ]
  }
}

extension CatalogIndexFile.Section {
  /// Where the section stands in `allCases`, and so in the directory: opening looks each column
  /// up by it, where a dictionary hashed every name and made its types at each start (a tenth of
  /// `show`'s work). CatalogIndexFileSectionTests proves it agrees with `allCases`.
  var number: Int {
    let plain = 17
    let fields = ProductSortField.allCases.count
    switch self {
    case .ids: return 0
    case .rangeStarts: return 1
    case .rangeEnds: return 2
    case .prices: return 3
    case .discounts: return 4
    case .ratings: return 5
    case .stocks: return 6
    case .titleBytes: return 7
    case .titleStarts: return 8
    case .categoryCodes: return 9
    case .categoryNameBytes: return 10
    case .categoryNameStarts: return 11
    case .brandCodes: return 12
    case .brandNameBytes: return 13
    case .brandNameStarts: return 14
    case .folded: return 15
    case .foldedStarts: return 16
    case .order(let field): return plain + 4 * Self.place(of: field)
    case .orderRuns(let field): return plain + 4 * Self.place(of: field) + 1
    case .categoryOrder(let field): return plain + 4 * Self.place(of: field) + 2
    case .categoryOrderRuns(let field): return plain + 4 * Self.place(of: field) + 3
    case .categoryStarts: return plain + 4 * fields
    case .gramKeys: return plain + 4 * fields + 1
    case .gramCounts: return plain + 4 * fields + 2
    case .gramStarts: return plain + 4 * fields + 3
    case .gramLists: return plain + 4 * fields + 4
    case .wordBytes: return plain + 4 * fields + 5
    case .wordStarts: return plain + 4 * fields + 6
    case .wordCounts: return plain + 4 * fields + 7
    case .wordListStarts: return plain + 4 * fields + 8
    case .wordLists: return plain + 4 * fields + 9
    case .listsCover: return plain + 4 * fields + 10
    case .listing: return plain + 4 * fields + 11
    case .idRecords: return plain + 4 * fields + 12
    }
  }

  /// Whether the section starts on a page of its own: an order, so that a page of its places,
  /// and the places read back to an entry of its runs (`OrderRuns`), lie in one page of the
  /// file, checked once; the records, so that each lies in one.
  var startsOnPage: Bool {
    switch self {
    case .order, .categoryOrder, .listing, .idRecords: true
    default: false
    }
  }

  /// How many sections a file lists.
  static var count: Int { idRecords.number + 1 }

  private static func place(of field: ProductSortField) -> Int {
    switch field {
    case .id: 0
    case .title: 1
    case .price: 2
    case .rating: 3
    case .stock: 4
    case .discountPercentage: 5
    case .brand: 6
    case .category: 7
    }
  }
}
