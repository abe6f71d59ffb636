import ApplicationLogic
import BusinessLogic

/// Where `add` and `edit` get the product's fields: field flags read into a form, a document
/// (`--from FILE`), or, with neither and a terminal on both ends, an editor.
enum ProductInputReader {
  /// `nothingGiven`: the verb the refusal uses when none of them is possible ("add", "change").
  static func input(_ inputs: RouteInputs, nothingGiven verb: String) -> Result<ProductInput, UsageError> {
    let invocation = inputs.invocation
    let form = ProductForm(
      OptionSpec.fieldOptions.compactMap { option in
        guard case .field(let field) = option.id, let value = invocation.values[option.id] else { return nil }
        return FieldMember(field.rawValue, .typed(value))
      })
    switch (form.isEmpty, invocation.value(.from)) {
    case (false, .some):
      return .failure(
        UsageError(message: "field flags and --from contradict each other", hint: "give the fields one way"))
    case (false, nil): return .success(.form(form))
    case (true, .some(let path)): return .success(.document(path: path))
    case (true, nil):
      guard inputs.inputIsTerminal && inputs.outputIsTerminal else {
        return .failure(
          UsageError(
            message: "\"\(inputs.commandLine)\" was given nothing to \(verb)",
            hint: "give field flags such as --title and --price, or --from FILE; on a terminal, an editor opens"))
      }
      return .success(.editor)
    }
  }
}
