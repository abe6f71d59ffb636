import Foundation
import Testing

@testable import ExternalInterfaces

/// gzip where a client takes it: the bytes decompress (by the system's `gzip`) to what would have
/// been sent, small answers and refusing clients get them as they are, and caches are told.
@Suite struct ContentCodingTests {
  private let served: ServedCatalog

  init() throws {
    served = try ServedCatalog()
  }

  private func header(_ name: String, _ response: HTTPServerResponse) -> String? {
    response.headers.first { $0.name == name }?.value
  }

  private func gunzip(_ bytes: [UInt8]) throws -> [UInt8] {
    let folder = served.folder
    let file = folder.appendingPathComponent("body.gz")
    try Data(bytes).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/gzip")
    process.arguments = ["-dc", file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return Array(data)
  }

  @Test func aClientThatTakesGzipGetsTheSameBytesCompressed() async throws {
    let handler = served.handler()
    let plain = await handler.respond(to: ServedCatalog.request("GET", "/products"))
    let coded = await handler.respond(
      to: ServedCatalog.request("GET", "/products", headers: ["accept-encoding": "br;q=1, gzip;q=0.8"]))
    #expect(header("Content-Encoding", plain) == nil)
    #expect(header("Content-Encoding", coded) == "gzip")
    #expect(header("Vary", plain) == "Accept-Encoding")
    #expect(header("Vary", coded) == "Accept-Encoding")
    #expect(coded.body.count * 3 < plain.body.count)
    #expect(try gunzip(coded.body) == plain.body)
    let tag = try #require(header("ETag", plain))
    #expect(header("ETag", coded) == String(tag.dropLast()) + "-gz\"")

    let page = await handler.respond(to: ServedCatalog.request("GET", "/", headers: ["accept-encoding": "*"]))
    #expect(header("Content-Encoding", page) == "gzip")
    #expect(try String(decoding: gunzip(page.body), as: UTF8.self).contains("<html"))
  }

  @Test func smallAnswersAndRefusingClientsGetTheBytesAsTheyAre() async throws {
    let handler = served.handler()
    for accept in ["gzip;q=0", "identity", "*;q=0", "gzip;q=0, *", "deflate"] {
      let response = await handler.respond(
        to: ServedCatalog.request("GET", "/products", headers: ["accept-encoding": accept]))
      #expect(header("Content-Encoding", response) == nil, "\(accept)")
    }
    let small = await handler.respond(
      to: ServedCatalog.request("GET", "/products/1?select=title", headers: ["accept-encoding": "gzip"]))
    #expect(small.body.count < ContentCoding.smallestCompressed)
    #expect(header("Content-Encoding", small) == nil)
  }

  @Test func gzipOfNothingAndOfManyBlocksIsAWholeMember() throws {
    let encoder = try #require(GzipEncoder())
    #expect(try gunzip(try #require(encoder.gzip([]))).isEmpty)
    var random = SystemRandomNumberGenerator()
    let noise = (0..<300_000).map { _ in UInt8.random(in: 0...255, using: &random) }
    #expect(try gunzip(try #require(encoder.gzip(noise))) == noise)
  }

  /// A client's addresses are its own text: long ones with small answers count against the
  /// bound as their bytes, so they cannot grow the server's memory past it.
  @Test func keptAnswersCountTheirAddressesAgainstTheBound() {
    let kept = CompressedAnswers()
    let address = "/products/search?q=" + String(repeating: "a", count: 8_000)
    for page in 0..<5_000 {
      _ = kept.answer(to: address + "&skip=\(page)", at: EntityTag(opaque: "r1")) { [1, 2, 3] }
      // What is kept holds its addresses: together within the bound.
      #expect(kept.count * address.utf8.count <= CompressedAnswers.capacity)
    }
    #expect(kept.count > 0)
  }

  @Test func acceptEncodingIsReadByItsWeights() {
    #expect(ContentCoding.acceptsGzip("gzip"))
    #expect(ContentCoding.acceptsGzip("GZIP ; q=0.001"))
    #expect(ContentCoding.acceptsGzip("x-gzip"))
    #expect(!ContentCoding.acceptsGzip(nil))
    #expect(!ContentCoding.acceptsGzip(""))
    #expect(!ContentCoding.acceptsGzip("gzip;q=0.000"))
    #expect(!ContentCoding.acceptsGzip("*, gzip;q=0"))
    #expect(ContentCoding.acceptsGzip("gzip;q=nan"))
  }
}
