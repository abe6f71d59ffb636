/// What the About scene says about the program and the catalog in use, as the composition root
/// knows them.
public struct AboutFacts: Hashable, Sendable {
  public let programName: String
  public let version: String
  public let programLicense: String
  public let catalog: CatalogDescription

  public init(programName: String, version: String, programLicense: String, catalog: CatalogDescription) {
    self.programName = programName
    self.version = version
    self.programLicense = programLicense
    self.catalog = catalog
  }
}

/// The catalog in use: what it is, where its home is, and under what licence it comes.
public struct CatalogDescription: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case embedded
    case file
    case server
    case database
  }

  public let kind: Kind
  /// The page (a URL) or place (a path) to visit for this catalog.
  public let homePage: String
  /// The licence its data comes under, when known (the embedded catalog's).
  public let license: String?

  public init(kind: Kind, homePage: String, license: String?) {
    (self.kind, self.homePage, self.license) = (kind, homePage, license)
  }
}
