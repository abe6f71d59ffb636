import ApplicationLogic
import BusinessLogic

/// The add and edit pages: every field, and when the rules refused what was sent, every problem
/// at once beside its field, with the presenter's summary above, as GOV.UK's error summary has it:
/// the title starts "Error:", focus moves to the summary, and each problem there links to its
/// field. Nothing was saved then.
enum ProductFormPage {
  static func html(
    title: String, action: String, submit: String, frame: PageFrame, values: (ProductField) -> String,
    failure: ProductFormFailureViewModel? = nil, cancel: String
  ) -> [UInt8] {
    let problems = failure.map(ProductFormFields.problems) ?? [:]
    var main = "<h1 dir=\"auto\">\(HTML.text(title))</h1>"
    if let failure {
      main +=
        "<div class=\"alert\" role=\"alert\" id=\"form-problems\" tabindex=\"-1\" autofocus>"
        + "<h2>There is a problem</h2><p>\(HTML.text(WebText.sentence(failure.error)))</p><ul>"
      for entry in ProductFormFields.fields {
        for problem in problems[entry.field.rawValue] ?? [] {
          main +=
            "<li><a href=\"#field-\(entry.field.rawValue)\">\(HTML.text(entry.label)): \(HTML.text(problem))</a></li>"
        }
      }
      main += (problems[""] ?? []).map { "<li>\(HTML.text($0))</li>" }.joined() + "</ul></div>"
    }
    main += "<form method=\"post\" action=\"\(HTML.text(action))\" novalidate>" + PageLayout.tokenField(frame)
    main += ProductFormFields.html(values: values, problems: problems)
    main +=
      "<p class=\"actions\"><button type=\"submit\">\(HTML.text(submit))</button>"
      + "<a href=\"\(HTML.text(cancel))\">Cancel</a></p></form>"
    return PageLayout.document(title: failure == nil ? title : "Error: " + title, frame: frame, main: main)
  }
}
