import BusinessLogic
import DomainEntities

/// A write's change to a catalog's products, as its index sees it: the products at `positions`
/// are replaced by `entries` (none for a delete, one for an edit, one after the last for an
/// add), and the bytes of every product after them move by `delta`, the change in the file's
/// length.
struct CatalogIndexEdit: Sendable {
  let positions: Range<Int>
  let entries: [(product: Product, range: Range<Int>)]
  let delta: Int

  /// No change to an index of `count` products.
  static func none(_ count: Int) -> CatalogIndexEdit {
    CatalogIndexEdit(positions: count..<count, entries: [], delta: 0)
  }
}

/// One column of an index as it is written: the old values before an edit, the new ones, and
/// the old ones after it, those moved by `shift` (a column of offsets, into the file or into a
/// text buffer, moves when the text before it changes length).
struct SplicedColumn<Element: BitwiseCopyable & Sendable> {
  let source: IndexColumn<Element>
  let before: Range<Int>
  let inserted: [Element]
  let after: Range<Int>
  let shift: Int

  var count: Int { before.count + inserted.count + after.count }

  /// The old column with the values at `positions` replaced by `inserted`.
  init(_ column: IndexColumn<Element>, replacing positions: Range<Int>, with inserted: [Element], shift: Int = 0) {
    self.init(
      column, before: 0..<positions.lowerBound, inserted: inserted, after: positions.upperBound..<column.count,
      shift: shift)
  }

  /// A column written whole, as it is.
  init(whole column: IndexColumn<Element>) {
    self.init(column, replacing: column.count..<column.count, with: [])
  }

  fileprivate init(
    _ source: IndexColumn<Element>, before: Range<Int>, inserted: [Element], after: Range<Int>, shift: Int
  ) {
    self.source = source
    self.before = before
    self.inserted = inserted
    self.after = after
    self.shift = shift
  }

  /// The values' bytes as they are in memory, part by part, while `body` returns true.
  func forEachPart(_ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
    forEachPiece(of: before, body) && inserted.withUnsafeBytes(body) && forEachPiece(of: after, body)
  }

  /// The source's values at `positions`, a few megabytes at a time, each piece's pages of a
  /// mapped file given back once it is handed on: a build or an edit writing ten million
  /// products' index reads 5 GB of columns, which would otherwise all stay mapped.
  private func forEachPiece(of positions: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
    let piece = Swift.max(1, (8 << 20) / MemoryLayout<Element>.stride)
    for start in stride(from: positions.lowerBound, to: positions.upperBound, by: piece) {
      let part = start..<Swift.min(start + piece, positions.upperBound)
      guard source.withUnsafeBytes(of: part, body) else { return false }
      source.giveBack(part)
    }
    return true
  }
}

extension SplicedColumn {
  /// The value at `position` of the spliced column, as the source holds it (not shifted).
  subscript(position: Int) -> Element {
    if position < before.count { return source[before.lowerBound + position] }
    let inside = position - before.count
    if inside < inserted.count { return inserted[inside] }
    return source[after.lowerBound + inside - inserted.count]
  }

  /// `body` given the values at `positions` of the spliced column (a few: a title), in place
  /// where they lie in one piece, else gathered.
  func withValues(of positions: Range<Int>, _ body: (UnsafeBufferPointer<Element>) -> Void) {
    let insertedEnd = before.count + inserted.count
    if positions.upperBound <= before.count {
      source.withValues(
        of: (before.lowerBound + positions.lowerBound)..<(before.lowerBound + positions.upperBound), body)
    } else if positions.lowerBound >= before.count, positions.upperBound <= insertedEnd {
      inserted.withUnsafeBufferPointer {
        body(
          UnsafeBufferPointer(
            rebasing: $0[(positions.lowerBound - before.count)..<(positions.upperBound - before.count)]))
      }
    } else if positions.lowerBound >= insertedEnd {
      let start = after.lowerBound - insertedEnd
      source.withValues(of: (start + positions.lowerBound)..<(start + positions.upperBound), body)
    } else {
      positions.map { self[$0] }.withUnsafeBufferPointer(body)
    }
  }

  /// Gives back the source's pages that hold the values at `positions` of the spliced column.
  func giveBack(_ positions: Range<Int>) {
    let kept = positions.clamped(to: 0..<before.count)
    source.giveBack((before.lowerBound + kept.lowerBound)..<(before.lowerBound + kept.upperBound))
    let moved = positions.clamped(to: (before.count + inserted.count)..<count)
    let start = after.lowerBound - before.count - inserted.count
    source.giveBack((start + moved.lowerBound)..<(start + moved.upperBound))
  }
}

extension SplicedColumn where Element == Int {
  /// The value at `position` as it is written: moved by `shift` after the splice.
  func written(at position: Int) -> Int {
    self[position] + (position >= before.count + inserted.count ? shift : 0)
  }
}

extension SplicedColumn where Element == Int {
  /// The values' bytes part by part, the moved ones shifted by `shift` a chunk at a time (an
  /// edit moves every offset after it: a hundred thousand of them, one write call each, took
  /// longer than copying the rest of the index).
  func forEachPart(shiftingMovedBy shift: Int, _ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
    guard forEachPiece(of: before, body), inserted.withUnsafeBytes(body) else { return false }
    defer { source.giveBack(after) }
    return source.withUnsafeBytes(of: after) { moved in
      let stride = MemoryLayout<Int>.stride
      var chunk = [Int](repeating: 0, count: min(1 << 16, moved.count / stride))
      var offset = 0
      while offset < moved.count {
        let count = min(chunk.count, (moved.count - offset) / stride)
        for index in 0..<count {
          chunk[index] = moved.loadUnaligned(fromByteOffset: offset + index * stride, as: Int.self) + shift
        }
        guard chunk.withUnsafeBytes({ body(UnsafeRawBufferPointer(rebasing: $0.prefix(count * stride))) }) else {
          return false
        }
        offset += count * stride
      }
      return true
    }
  }
}

/// Every column of an index after an edit, in the form `CatalogIndexFile` writes: an edited
/// index is written from the old one's columns and the edit, never copied whole in memory.
struct CatalogIndexColumns {
  let ids: SplicedColumn<Int>
  let rangeStarts: SplicedColumn<Int>
  let rangeEnds: SplicedColumn<Int>
  let prices: SplicedColumn<Double>
  let discounts: SplicedColumn<Double>
  let ratings: SplicedColumn<Double>
  let stocks: SplicedColumn<Int>
  let titleBytes: SplicedColumn<UInt8>
  let titleStarts: SplicedColumn<Int>
  let categoryCodes: SplicedColumn<Int32>
  let categoryNames: [String]
  let brandCodes: SplicedColumn<Int32>
  let brandNames: [String]
  let folded: SplicedColumn<UInt8>
  let foldedStarts: SplicedColumn<Int>

  /// The columns of `index` after `edit`: the edited products' values are those the scan of
  /// the new file would give them (`CatalogIndex.Builder` reads the same fields), and every
  /// range after them moves by the edit's delta.
  init(_ index: CatalogIndex, after edit: CatalogIndexEdit) {
    let positions = edit.positions
    let products = edit.entries.map(\.product)
    var categoryNames = index.categoryNames
    var brandNames = index.brandNames
    func code(_ name: String, in names: inout [String]) -> Int32 {
      if let known = names.firstIndex(of: name) { return Int32(known) }
      names.append(name)
      return Int32(names.count - 1)
    }
    ids = SplicedColumn(index.ids, replacing: positions, with: products.map(\.id.rawValue))
    rangeStarts = SplicedColumn(
      index.rangeStarts, replacing: positions, with: edit.entries.map(\.range.lowerBound), shift: edit.delta)
    rangeEnds = SplicedColumn(
      index.rangeEnds, replacing: positions, with: edit.entries.map(\.range.upperBound), shift: edit.delta)
    prices = SplicedColumn(index.prices, replacing: positions, with: products.map(\.price.amount))
    discounts = SplicedColumn(index.discounts, replacing: positions, with: products.map(\.discount.percentage))
    ratings = SplicedColumn(index.ratings, replacing: positions, with: products.map { $0.rating?.value ?? .nan })
    stocks = SplicedColumn(index.stocks, replacing: positions, with: products.map { $0.stock ?? .min })
    (titleBytes, titleStarts) = Self.text(
      index.titles.bytes, starts: index.titles.starts, replacing: positions,
      with: products.map { Array($0.title.utf8) })
    categoryCodes = SplicedColumn(
      index.categoryCodes, replacing: positions,
      with: products.map { code($0.category.rawValue, in: &categoryNames) })
    brandCodes = SplicedColumn(
      index.brandCodes, replacing: positions, with: products.map { $0.brand.map { code($0, in: &brandNames) } ?? -1 })
    self.categoryNames = categoryNames
    self.brandNames = brandNames
    (folded, foldedStarts) = Self.text(
      index.folded, starts: index.foldedStarts,
      replacing: (2 * positions.lowerBound)..<(2 * positions.upperBound),
      with: products.flatMap { [ProductSearch.folded($0.title) + [0], ProductSearch.folded($0.description) + [0]] })
  }

  /// The listed values of the product at `position`, as its record keeps them (`ListingRecords`).
  func listedValues(at position: Int) -> ListedValues {
    let title = titleStarts.written(at: position)
    return ListedValues(
      id: ids[position], price: prices[position], discount: discounts[position], rating: ratings[position],
      stock: stocks[position], title: title..<Swift.max(title, titleStarts.written(at: position + 1)),
      categoryCode: categoryCodes[position], brandCode: brandCodes[position])
  }

  /// Gives back the pages of the columns `listedValues(at:)` read for `positions`.
  func giveBackListed(_ positions: Range<Int>) {
    ids.giveBack(positions)
    prices.giveBack(positions)
    discounts.giveBack(positions)
    ratings.giveBack(positions)
    stocks.giveBack(positions)
    let (first, end) = (titleStarts.written(at: positions.lowerBound), titleStarts.written(at: positions.upperBound))
    if first <= end { titleBytes.giveBack(first..<end) }
    titleStarts.giveBack(positions.lowerBound..<(positions.upperBound + 1))
    categoryCodes.giveBack(positions)
    brandCodes.giveBack(positions)
  }

  /// A text column (`bytes`, and `starts` with one entry more than texts) with the texts at
  /// `slots` replaced by `texts`: the bytes, and the starts moved by the change in length.
  private static func text(
    _ bytes: IndexColumn<UInt8>, starts: IndexColumn<Int>, replacing slots: Range<Int>, with texts: [[UInt8]]
  )
    -> (bytes: SplicedColumn<UInt8>, starts: SplicedColumn<Int>)
  {
    let first = starts[slots.lowerBound]
    let end = starts[slots.upperBound]
    var newStarts: [Int] = []
    var position = first
    for text in texts {
      position += text.count
      newStarts.append(position)
    }
    return (
      SplicedColumn<UInt8>(
        bytes, before: 0..<first, inserted: texts.flatMap { $0 }, after: end..<bytes.count, shift: 0),
      SplicedColumn<Int>(
        starts, before: 0..<(slots.lowerBound + 1), inserted: newStarts, after: (slots.upperBound + 1)..<starts.count,
        shift: position - end)
    )
  }
}
