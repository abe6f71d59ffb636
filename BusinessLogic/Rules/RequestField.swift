/// The inputs a request can carry; validation errors name one so each interface can point at
/// the control the user typed into (a CLI flag, a form field).
public enum RequestField: String, CaseIterable, Hashable, Sendable {
  case searchText
  case category
  case sortField
  case sortOrder
  case limit
  case skip
  case productID
}
