import DomainEntities

extension CatalogIndex {
  /// The product at `position` with what the index keeps of `fields` (`carried`), every other
  /// field empty, as `Product.keeping` leaves it: enough to order it, and to list it in a table.
  /// Read from its record (`ListingRecords`), or else from the columns of those fields only:
  /// each is a page to fault in and check, for each product of a page spread across the catalog.
  func product(at position: Int, keeping fields: ProductFieldSet = carried) -> Product {
    let record = listing?.listed(at: position)
    let values = record?.values ?? listedValues(at: position, keeping: fields)
    return Product(
      id: ProductID(values.id),
      title: fields.contains(.title) ? record?.title ?? titles.string(in: values.title) : "",
      category: fields.contains(.category) ? category(code: values.categoryCode) : CategorySlug(""),
      price: Money(fields.contains(.price) ? values.price : 0),
      discount: fields.contains(.discount) ? Discount(percentage: values.discount) : .none,
      rating: fields.contains(.rating) ? Self.rating(values.rating) : nil,
      stock: fields.contains(.stock) ? Self.stock(values.stock) : nil,
      brand: fields.contains(.brand) ? brand(code: values.brandCode) : nil)
  }

  /// The values of `fields` of the product at `position` from the columns, the others zero.
  func listedValues(at position: Int, keeping fields: ProductFieldSet = carried) -> ListedValues {
    ListedValues(
      id: ids[position], price: fields.contains(.price) ? prices[position] : 0,
      discount: fields.contains(.discount) ? discounts[position] : 0,
      rating: fields.contains(.rating) ? ratings[position] : .nan,
      stock: fields.contains(.stock) ? stocks[position] : .min,
      title: fields.contains(.title) ? titles.range(at: position) : 0..<0,
      categoryCode: fields.contains(.category) ? categoryCodes[position] : 0,
      brandCode: fields.contains(.brand) ? brandCodes[position] : -1)
  }

  /// The listed values of the product at `position` from its record, where the index has
  /// records: a walk reads its keys and checks its category there, in the record a listing of
  /// the product reads next (kept for it, `KeptRecords`), where a column cost a page of its own.
  func recorded(at position: Int) -> ListedValues? {
    listing?.values(at: position)
  }

  func category(at position: Int) -> CategorySlug {
    category(code: categoryCodes[position])
  }

  // A code that names no name cannot come from a checked file: it reads as none, and the file
  // is marked damaged.
  func category(code: Int32) -> CategorySlug {
    let names = categoryNames
    guard names.indices.contains(Int(code)) else {
      categoryCodes.reportDamage()
      return CategorySlug("")
    }
    return CategorySlug(names[Int(code)])
  }

  func rating(at position: Int) -> Rating? {
    Self.rating(ratings[position])
  }

  static func rating(_ stored: Double) -> Rating? {
    stored.isNaN ? nil : Rating(stored)
  }

  func stock(at position: Int) -> Int? {
    Self.stock(stocks[position])
  }

  static func stock(_ stored: Int) -> Int? {
    stored == .min ? nil : stored
  }

  func brand(at position: Int) -> String? {
    brand(code: brandCodes[position])
  }

  func brand(code: Int32) -> String? {
    guard code >= 0 else { return nil }
    let names = brandNames
    guard names.indices.contains(Int(code)) else {
      brandCodes.reportDamage()
      return nil
    }
    return names[Int(code)]
  }

  /// Whether each product's record holds what the columns hold for it: the whole check's proof
  /// that the two forms of the listed values agree, as a listing reads one and a sort the other.
  /// A stretch of products at a time, its pages given back after it (records and columns are
  /// 1.2 GB at ten million products).
  var listingAgrees: Bool {
    guard let listing else { return true }
    guard listing.count == count else { return false }
    let stretch = 1 << 16
    return stride(from: 0, to: count, by: stretch).allSatisfy { start in
      let positions = start..<Swift.min(count, start + stretch)
      defer { giveBackListed(positions) }
      let width = ListingRecords.width
      let wanted = (width * positions.lowerBound)..<(width * positions.upperBound)
      // Each stretch's records, columns and titles read in place, once: a record and its title
      // read one by one took the whole check at 1M from 0.36 to 0.58 s, and each value read by
      // its subscript checked its page again.
      return listing.words.withUnsafeBufferPointer(of: wanted) { words, held in
        guard held == wanted, let columns = ListedColumns(self, positions), let span = columns.titleSpan else {
          return false
        }
        // Only the stretch's titles are checked: each title must lie among them.
        return titles.bytes.withUnsafeBufferPointer(of: span) { bytes, checked in
          (0..<positions.count).allSatisfy { offset in
            guard let values = columns.values(at: offset), values.title.lowerBound >= checked.lowerBound,
              values.title.upperBound <= checked.upperBound
            else { return false }
            let record = width * (positions.lowerBound + offset)
            return ListingRecords.agrees(
              UnsafeBufferPointer(rebasing: words[record..<(record + width)]), with: values,
              title: UnsafeBufferPointer(rebasing: bytes[values.title]), at: positions.lowerBound + offset)
          }
        }
      }
    }
  }

  /// Gives back the pages of the records and columns that hold the listed values at `positions`.
  private func giveBackListed(_ positions: Range<Int>) {
    let width = ListingRecords.width
    listing?.words.giveBack((width * positions.lowerBound)..<(width * positions.upperBound))
    ids.giveBack(positions)
    prices.giveBack(positions)
    discounts.giveBack(positions)
    ratings.giveBack(positions)
    stocks.giveBack(positions)
    titles.starts.giveBack(positions.lowerBound..<(positions.upperBound + 1))
    let (first, last) = (titles.range(at: positions.lowerBound), titles.range(at: positions.upperBound - 1))
    if first.lowerBound <= last.upperBound { titles.bytes.giveBack(first.lowerBound..<last.upperBound) }
    categoryCodes.giveBack(positions)
    brandCodes.giveBack(positions)
  }
}
