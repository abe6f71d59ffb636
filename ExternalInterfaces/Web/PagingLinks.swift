/// The paging of a list answer as headers, as json-server's clients read it: `X-Total-Count`,
/// and `Link` (RFC 8288) to the first, previous, next and last pages of the same query. Each
/// link is the request's own path and query with `skip` alone changed; a byte that could end
/// the link's `<…>` is percent-encoded.
enum PagingLinks {
  /// The headers for a page of `total` products from `skip`, `limit` at a time, asked as
  /// `target` (a path and its query). No `Link` for an answer of everything (`limit` 0).
  static func headers(target: String, total: Int, skip: Int, limit: Int) -> [(name: String, value: String)] {
    var headers = [(name: "X-Total-Count", value: String(total))]
    guard limit > 0 else { return headers }
    let path = target.prefix { $0 != "?" }
    let query = target.dropFirst(path.count + 1)
    let kept = query.split(separator: "&").filter { pair in
      let name = pair.prefix { $0 != "=" }
      return WebQuery.decode(name) != "skip"
    }
    func link(_ skip: Int, _ relation: String) -> String {
      let pairs = kept.map(String.init) + (skip > 0 ? ["skip=\(skip)"] : [])
      let target = String(path) + (pairs.isEmpty ? "" : "?" + pairs.joined(separator: "&"))
      return "<\(WebPath.percentEncoded(target, keeping: isSafe))>; rel=\"\(relation)\""
    }
    let last = total > 0 ? (total - 1) / limit * limit : 0
    var links = [link(0, "first")]
    if skip > 0 { links.append(link(max(0, min(skip - limit, last)), "prev")) }
    if skip + limit < total { links.append(link(skip + limit, "next")) }
    links.append(link(last, "last"))
    headers.append((name: "Link", value: links.joined(separator: ", ")))
    return headers
  }

  /// What a link's target may hold as it is: RFC 3986's unreserved and sub-delimiters (but `,`
  /// and `;`, which separate links and their parameters), `/`, `?`, `=`, `:`, `@` and `%`.
  private static func isSafe(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
      UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: ":"), UInt8(ascii: "@"),
      UInt8(ascii: "%"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("),
      UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"):
      true
    default: false
    }
  }
}
