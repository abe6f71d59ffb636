import Testing

@testable import ExternalInterfaces

/// A credential written into a server's URL never reaches a message, a status line or a log: the
/// user information is replaced, wherever the text came from, and only that.
@Suite struct ServerURLRedactionTests {
  @Test(arguments: [
    ("https://ann:secret@shop.example/api", "https://***@shop.example/api"),
    ("https://ann@shop.example", "https://***@shop.example"),
    ("http://a:b@c@host:8080/x?y=@z#@", "http://***@host:8080/x?y=@z#@"),
    // A combining mark after the `@` makes one `Character` of the two, but not one byte.
    ("https://ann:secret@\u{301}shop.example/", "https://***@\u{301}shop.example/"),
    ("https://shop.example/users/@ann", "https://shop.example/users/@ann"),
    ("no url here: ann:secret@shop", "no url here: ann:secret@shop"),
  ])
  func userInformationIsReplaced(text: String, shown: String) {
    #expect(ServerURL.redacting(text) == shown)
    #expect(ServerURL.withoutCredentials(text) == shown.replacingLiterally("***@", with: ""))
  }
}
