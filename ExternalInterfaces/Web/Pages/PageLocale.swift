import ApplicationLogic

/// The locale a browser asks pages in (`Accept-Language: de-DE,de;q=0.9,en;q=0.8`): the first
/// of its most wanted languages that names a locale, for the presenters' money format.
enum PageLocale {
  static func identifier(acceptLanguage field: String?) -> String? {
    guard let field else { return nil }
    var best: (identifier: String, weight: Double)?
    for entry in field.split(separator: ",").prefix(16) {
      let parts = entry.split(separator: ";")
      let tag = parts.first.map { String($0.filter { $0 != " " }) } ?? ""
      var weight = 1.0
      for parameter in parts.dropFirst() {
        let pair = parameter.filter { $0 != " " }.split(separator: "=", maxSplits: 1)
        if pair.count == 2, pair[0] == "q" { weight = Double(pair[1]) ?? 0 }
      }
      guard weight > 0, tag != "*", tag.count <= 16,
        let identifier = PriceFormatter.localeIdentifier(posix: String(tag.map { $0 == "-" ? "_" : $0 }))
      else { continue }
      if best == nil || weight > best?.weight ?? 0 { best = (identifier, weight) }
    }
    return best?.identifier
  }
}
