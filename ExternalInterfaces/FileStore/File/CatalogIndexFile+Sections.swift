import DomainEntities

extension CatalogIndexFile {
  /// What each section of an index file holds: the index's columns, orders and lists, or after
  /// an edit what the edit leaves (its columns spliced, its orders with the product placed anew,
  /// `CatalogIndex.grams(after:)`). An edited order is made when its section is written and cut
  /// by category for the next section, so that at most one edited order is held.
  struct SectionSource {
    let index: CatalogIndex
    let edit: CatalogIndexEdit?
    let columns: CatalogIndexColumns
    let orders: [ProductSortField: IndexColumn<Int32>]
    let grams: GramIndex?
    let categoryNames: TextColumn
    let brandNames: TextColumn
    let categoryStarts: [Int]
    /// The order just written, which its category order cuts next.
    private var lastOrder: IndexColumn<Int32>?
    /// The order just written whose runs (`OrderRuns`) are written next.
    private var runsOwed: IndexColumn<Int32>?
    /// The order by id as written, which the id records follow (the last section): an edit's is
    /// made, four bytes a product held until then.
    private var idOrder: IndexColumn<Int32>?

    init(_ index: CatalogIndex, after edit: CatalogIndexEdit?) {
      let columns = CatalogIndexColumns(index, after: edit ?? .none(index.count))
      (self.index, self.edit, self.columns) = (index, edit, columns)
      orders = index.ascendingOrders
      grams = edit.map { index.grams(after: $0) } ?? index.grams
      categoryNames = TextColumn(columns.categoryNames)
      brandNames = TextColumn(columns.brandNames)
      categoryStarts = CategoryOrders.starts(
        categoryCount: columns.categoryNames.count, count: columns.categoryCodes.count,
        code: { columns.categoryCodes[$0] })
    }

    mutating func write(_ section: Section, to writer: inout Writer) {
      let words = grams?.words
      switch section {
      case .ids: writer.ints(columns.ids)
      case .rangeStarts: writer.ints(columns.rangeStarts)
      case .rangeEnds: writer.ints(columns.rangeEnds)
      case .prices: writer.values(columns.prices)
      case .discounts: writer.values(columns.discounts)
      case .ratings: writer.values(columns.ratings)
      case .stocks: writer.ints(columns.stocks)
      case .titleBytes: writer.values(columns.titleBytes)
      case .titleStarts: writer.ints(columns.titleStarts)
      case .categoryCodes: writer.values(columns.categoryCodes)
      case .categoryNameBytes: writer.values(SplicedColumn(whole: categoryNames.bytes))
      case .categoryNameStarts: writer.ints(SplicedColumn(whole: categoryNames.starts))
      case .brandCodes: writer.values(columns.brandCodes)
      case .brandNameBytes: writer.values(SplicedColumn(whole: brandNames.bytes))
      case .brandNameStarts: writer.ints(SplicedColumn(whole: brandNames.starts))
      case .folded: writer.values(columns.folded)
      case .foldedStarts: writer.ints(columns.foldedStarts)
      case .order(let field):
        lastOrder = orders[field].flatMap { order in edit.map { index.order(order, by: field, after: $0) } ?? order }
        if let lastOrder { writer.values(SplicedColumn(whole: lastOrder)) }
        runsOwed = lastOrder
        if field == .id { idOrder = lastOrder }
      case .categoryOrder:
        runsOwed = lastOrder.map { order in
          let codes = columns.categoryCodes
          return CategoryOrders.grouped(order, starts: categoryStarts) { codes[$0] }
        }
        if let runsOwed { writer.values(SplicedColumn(whole: runsOwed)) }
        lastOrder = nil
      case .orderRuns, .categoryOrderRuns:
        if let runsOwed { writer.values(SplicedColumn(whole: IndexColumn(OrderRuns.starts(of: runsOwed)))) }
        runsOwed = nil
      case .categoryStarts: writer.ints(SplicedColumn(whole: IndexColumn(categoryStarts)))
      case .gramKeys: if let grams { writer.values(SplicedColumn(whole: grams.keys)) }
      case .gramCounts: if let grams { writer.values(SplicedColumn(whole: grams.lists.counts)) }
      case .gramStarts: if let grams { writer.values(SplicedColumn(whole: grams.lists.starts)) }
      case .gramLists: if let grams { writer.values(SplicedColumn(whole: grams.lists.bytes)) }
      case .wordBytes: if let words { writer.values(SplicedColumn(whole: words.words.bytes)) }
      case .wordStarts: if let words { writer.values(SplicedColumn(whole: words.words.starts)) }
      case .wordCounts: if let words { writer.values(SplicedColumn(whole: words.lists.counts)) }
      case .wordListStarts: if let words { writer.values(SplicedColumn(whole: words.lists.starts)) }
      case .wordLists: if let words { writer.values(SplicedColumn(whole: words.lists.bytes)) }
      case .listing: writeListing(to: &writer)
      case .idRecords:
        if let idOrder { writeIDRecords(along: idOrder, to: &writer) }
        idOrder = nil
      case .listsCover:
        if let grams { writer.ints(SplicedColumn(whole: IndexColumn([grams.productCount] + grams.stale))) }
      }
    }

    /// Each product's listed values side by side (`ListingRecords`).
    private func writeListing(to writer: inout Writer) {
      let (columns, count) = (columns, columns.ids.count)
      writer.parts(count: 8 * ListingRecords.width * count) { body in
        ListingRecords.forEachPart(
          count: count, values: columns.listedValues(at:), title: columns.titleBytes.withValues(of:_:),
          passed: columns.giveBackListed, body)
      }
    }

    /// The products along `order` (by id), each one's id and bytes sealed (`IDRecords`).
    private func writeIDRecords(along order: IndexColumn<Int32>, to writer: inout Writer) {
      let columns = columns
      writer.parts(count: 8 * IDRecords.width * order.count) { body in
        IDRecords.forEachPart(
          order: order, id: { columns.ids[$0] },
          range: { columns.rangeStarts.written(at: $0)..<columns.rangeEnds.written(at: $0) }, body)
      }
    }
  }
}
