// swift-format-ignore-file
// The import is split over lines on purpose.
@_exported
import
  DomainEntities

// The declaration is split over lines: the attribute and the module are still one import.
public typealias Things = [Item]
