@_exported import DomainEntities

// The declaration is split over lines: the attribute and the module are still one import.
public typealias Things = [Item]
