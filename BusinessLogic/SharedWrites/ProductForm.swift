/// What a person asks to set on a product, member by member, in the order given: flags on a
/// command line, a JSON object from `--from`, a merge patch, or what changed in an editor.
/// Members that are not `ProductField`s are kept and handed to the store untouched, so a
/// catalog's own extra members can be written too.
public struct ProductForm: Hashable, Sendable {
  public var members: [FieldMember]

  public init(_ members: [FieldMember] = []) {
    self.members = members
  }

  public var isEmpty: Bool { members.isEmpty }
}
