import DomainEntities

extension CatalogIndex {
  /// Where the first product with `id` lies in the catalog: from the id records where the file
  /// keeps them (one read), else from the order by id, the ids and the ranges
  /// (`quickPosition(of:)`). `unknown` when the index cannot tell without its whole check, or a
  /// value read proved wrong (the file is then marked damaged).
  func quickRange(of id: ProductID) -> IDRecords.Lookup {
    if let idRecords, let catalogSize {
      return idRecords.lookup(id.rawValue, guess: Self.place(numbered: id), catalogSize: catalogSize)
    }
    switch quickPosition(of: id) {
    case .found(let position): return checkedRange(at: position).map { .found($0) } ?? .unknown
    case .absent: return .absent
    case .unknown: return .unknown
    }
  }

  /// Whether the id records, where the file keeps them, are those the columns make: at each
  /// place of the order by id, that product's id and range, sealed. Part of the whole check,
  /// a stretch of places at a time.
  var idRecordsAgree: Bool {
    guard let idRecords else { return true }
    guard let order = storedOrders[.id], order.count == count, idRecords.count == count else { return false }
    let (width, stretch) = (IDRecords.width, 1 << 16)
    return stride(from: 0, to: count, by: stretch).allSatisfy { start in
      let places = start..<Swift.min(count, start + stretch)
      let wanted = (width * places.lowerBound)..<(width * places.upperBound)
      defer {
        idRecords.words.giveBack(wanted)
        order.giveBack(places)
      }
      return idRecords.words.withUnsafeBufferPointer(of: wanted) { words, held in
        order.withUnsafeBufferPointer(of: places) { positions, heldPlaces in
          held == wanted && heldPlaces == places
            && places.allSatisfy { place in
              let position = Int(positions[place])
              guard 0 <= position, position < count else { return false }
              let record = UnsafeBufferPointer(rebasing: words[(width * place)..<(width * place + width)])
              return record[0] == ids[position] && record[1] == rangeStarts[position]
                && record[2] == rangeEnds[position] && IDRecords.isSealed(record, at: place)
            }
        }
      }
    }
  }
}
