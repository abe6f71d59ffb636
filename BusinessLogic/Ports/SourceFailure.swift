/// Why a source could not be read or reached.
public indirect enum SourceFailure: Error, Hashable, Sendable {
  // A local file or stream.
  case missing
  case isDirectory
  /// A device (`/dev/zero`): never a catalog, and never ending.
  case isDevice
  case permissionDenied
  /// Any other failure to read, with the system's own description of it.
  case readFailed(systemError: String)
  /// A file got shorter while it was being read (truncated or rewritten in place).
  case shrankWhileRead
  /// More came through a stream than is ever held in memory.
  case streamTooLarge(limitBytes: Int)
  /// One product's text (`--from`, an editor's file) larger than any product's is.
  case productTextTooLarge(limitBytes: Int)

  // A server.
  case connectionRefused
  /// No address of the host could be connected to, for the reason the system gives.
  case connectionFailed(systemError: String)
  case unknownHost(String)
  /// No complete answer within the time limit, retries included.
  case timedOut(seconds: Double)
  case redirectLoop
  /// The server sent the request to `url`, where it failed.
  case redirected(url: String, SourceFailure)
  case cutOff
  case answerTooLarge(limitBytes: Int)
  /// The answer came compressed although it was asked for uncompressed.
  case compressedAnswer(encoding: String)
  case secureConnectionFailed(detail: String)
  /// What came back is not a well-formed HTTP answer.
  case invalidHTTPAnswer(HTTPAnswerProblem)
  /// The request was given up because nobody wants its answer any more.
  case cancelled
  /// A failure of the transport nothing above describes, in its own words.
  case transport(detail: String)
  /// A request URL could not be formed from the source's URL.
  case unusableRequestURL
  /// The server refused the request (a 4xx with a JSON body), with its message if it gave one.
  case rejected(status: Int, serverMessage: String?)
  /// 429 after `attempts` tries; `refusedWait` is a `Retry-After` that would have passed the
  /// time limit of `timeLimit` seconds.
  case rateLimited(attempts: Int, refusedWait: Double?, timeLimit: Double)
  /// 5xx after `attempts` tries.
  case serverFailed(status: Int, attempts: Int)
  /// An answer that is not catalog JSON at all (an error page), HTML or otherwise.
  case notCatalogJSON(status: Int, isHTML: Bool)

  // A database.
  case database(DatabaseFailure)
}

/// How an answer breaks HTTP.
public enum HTTPAnswerProblem: Hashable, Sendable {
  case notHTTP
  case closedWithoutAnswer
  case headerTooLong
  case invalidLength
  case brokenChunks
}
