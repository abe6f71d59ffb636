import BusinessLogic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libpq, the PostgreSQL project's own client, opened when a `postgres://` source is first used
/// (as libcurl is for `https://`, D76): start-up stays as it is, and the program still runs where
/// libpq is absent. Only the functions used are looked up, by name; TLS, SCRAM, the password file
/// and service files are libpq's.
struct PostgresLibrary: Sendable {
  typealias ConnectParams =
    @convention(c) (UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<UnsafePointer<CChar>?>?, Int32) ->
    OpaquePointer?
  typealias ConnectionInt = @convention(c) (OpaquePointer?) -> Int32
  typealias ConnectionText = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  typealias Finish = @convention(c) (OpaquePointer?) -> Void
  typealias ExecParams =
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<UInt32>?, UnsafePointer<UnsafePointer<CChar>?>?,
      UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
    ) -> OpaquePointer?
  typealias Prepare =
    @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32, UnsafePointer<UInt32>?) ->
    OpaquePointer?
  typealias ExecPrepared =
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?,
      UnsafePointer<Int32>?, Int32
    ) -> OpaquePointer?
  typealias ResultInt = @convention(c) (OpaquePointer?) -> Int32
  typealias ResultField = @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
  typealias Value = @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
  typealias ValueInt = @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
  typealias Clear = @convention(c) (OpaquePointer?) -> Void
  typealias PutCopyData = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Int32
  typealias PutCopyEnd = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
  typealias GetResult = @convention(c) (OpaquePointer?) -> OpaquePointer?
  typealias NoticeProcessor = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Void
  typealias SetNoticeProcessor =
    @convention(c) (OpaquePointer?, NoticeProcessor?, UnsafeMutableRawPointer?) -> NoticeProcessor?

  let connect: ConnectParams
  let status: ConnectionInt
  let errorMessage: ConnectionText
  let finish: Finish
  let execParams: ExecParams
  let prepare: Prepare
  let execPrepared: ExecPrepared
  let resultStatus: ResultInt
  let resultErrorField: ResultField
  let tupleCount: ResultInt
  let fieldCount: ResultInt
  let value: Value
  let isNull: ValueInt
  let clear: Clear
  let putCopyData: PutCopyData
  let putCopyEnd: PutCopyEnd
  let getResult: GetResult
  let setNoticeProcessor: SetNoticeProcessor

  /// The names the library is found by: the soname first (a runtime package has no `.so` link).
  static let names = ["libpq.so.5", "libpq.so"]

  /// The library, or why it cannot be used.
  static func open() -> Result<PostgresLibrary, DatabaseFailure> {
    guard let library = DynamicLibrary(names) else { return .failure(.driverMissing) }
    guard let connect = library.symbol("PQconnectdbParams", as: ConnectParams.self),
      let status = library.symbol("PQstatus", as: ConnectionInt.self),
      let errorMessage = library.symbol("PQerrorMessage", as: ConnectionText.self),
      let finish = library.symbol("PQfinish", as: Finish.self),
      let execParams = library.symbol("PQexecParams", as: ExecParams.self),
      let prepare = library.symbol("PQprepare", as: Prepare.self),
      let execPrepared = library.symbol("PQexecPrepared", as: ExecPrepared.self),
      let resultStatus = library.symbol("PQresultStatus", as: ResultInt.self),
      let resultErrorField = library.symbol("PQresultErrorField", as: ResultField.self),
      let tupleCount = library.symbol("PQntuples", as: ResultInt.self),
      let fieldCount = library.symbol("PQnfields", as: ResultInt.self),
      let value = library.symbol("PQgetvalue", as: Value.self),
      let isNull = library.symbol("PQgetisnull", as: ValueInt.self),
      let clear = library.symbol("PQclear", as: Clear.self),
      let putCopyData = library.symbol("PQputCopyData", as: PutCopyData.self),
      let putCopyEnd = library.symbol("PQputCopyEnd", as: PutCopyEnd.self),
      let getResult = library.symbol("PQgetResult", as: GetResult.self),
      let setNoticeProcessor = library.symbol("PQsetNoticeProcessor", as: SetNoticeProcessor.self)
    else {
      return .failure(.driverMissing)
    }
    return .success(
      PostgresLibrary(
        connect: connect, status: status, errorMessage: errorMessage, finish: finish, execParams: execParams,
        prepare: prepare, execPrepared: execPrepared, resultStatus: resultStatus, resultErrorField: resultErrorField,
        tupleCount: tupleCount, fieldCount: fieldCount,
        value: value,
        isNull: isNull, clear: clear, putCopyData: putCopyData, putCopyEnd: putCopyEnd,
        getResult: getResult,
        setNoticeProcessor: setNoticeProcessor))
  }

  /// libpq-fe.h's numbers for what is used (its ABI: stable across versions).
  enum ResultStatus: Int32 {
    case emptyQuery = 0
    case commandOK = 1
    case tuplesOK = 2
    case copyOut = 3
    case copyIn = 4
    case badResponse = 5
    case nonfatalError = 6
    case fatalError = 7
  }

  static let connectionOK: Int32 = 0
  /// `PG_DIAG_SQLSTATE`, the five-character code of a server's error.
  static let sqlState: Int32 = 67
  /// `PG_DIAG_MESSAGE_PRIMARY`.
  static let primaryMessage: Int32 = 77
}
