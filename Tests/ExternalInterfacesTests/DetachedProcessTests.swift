import Foundation
import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

/// What a process started apart takes from this one: nothing but its arguments and the
/// environment it is given. python3 reports what it finds itself to have.
@Suite struct DetachedProcessTests {
  static let report = """
    import json, os, sys
    def opened(fd):
        try:
            os.fstat(fd)
            return True
        except OSError:
            return False
    status = dict(line.split(":\\t", 1) for line in open("/proc/self/status").read().splitlines() if ":\\t" in line)
    result = {
        "session": os.getsid(0), "pid": os.getpid(),
        "others": [fd for fd in range(3, 4096) if opened(fd)],
        "streams": [os.readlink(f"/proc/self/fd/{fd}") for fd in range(3)],
        "blocked": int(status["SigBlk"], 16), "ignored": int(status["SigIgn"], 16),
        "environment": dict(os.environ), "arguments": sys.argv[2:],
        "name": open("/proc/self/cmdline", "rb").read().split(b"\\0")[0].decode(),
    }
    with open(sys.argv[1] + ".partial", "w") as out:
        json.dump(result, out)
    os.rename(sys.argv[1] + ".partial", sys.argv[1])
    """

  @Test func itHasASessionOfItsOwnNullStreamsNoOtherDescriptorAndNoSignalSettings() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("detached-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: output) }
    // A descriptor open here without close-on-exec, a blocked and an ignored signal: a child
    // started the plain way would have all three.
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGUSR2)
    var before = sigset_t()
    #expect(pthread_sigmask(SIG_BLOCK, &blocked, &before) == 0)
    let previous = signal(SIGUSR1, SIG_IGN)
    let started = DetachedProcess.start(
      "/usr/bin/python3", name: "python3-detached", arguments: ["-c", Self.report, output.path, "--source", "a file"],
      environment: ["CATALOG_CACHE_DIR": "/tmp/somewhere"])
    _ = signal(SIGUSR1, previous)
    #expect(pthread_sigmask(SIG_SETMASK, &before, nil) == 0)
    let pid = try #require(started)

    let deadline = Date().addingTimeInterval(30)
    while !FileManager.default.fileExists(atPath: output.path) && Date() < deadline { usleep(20_000) }
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any], "the child reported")
    #expect(report["pid"] as? Int == Int(pid))
    #expect(report["session"] as? Int == Int(pid), "it leads a session of its own")
    #expect(report["others"] as? [Int] == [], "no descriptor of this process")
    #expect(report["streams"] as? [String] == ["/dev/null", "/dev/null", "/dev/null"])
    #expect(report["blocked"] as? Int == 0)
    #expect(((report["ignored"] as? Int ?? -1) >> (SIGUSR1 - 1)) & 1 == 0, "SIGUSR1 is not ignored")
    let environment = report["environment"] as? [String: String] ?? [:]
    #expect(environment["CATALOG_CACHE_DIR"] == "/tmp/somewhere")
    #expect(environment.keys.allSatisfy { ["CATALOG_CACHE_DIR", "LC_CTYPE"].contains($0) }, "\(environment)")
    #expect(report["arguments"] as? [String] == ["--source", "a file"])
    #expect(report["name"] as? String == "python3-detached", "ps shows it by the name given")
  }

  @Test func aProgramThatCannotBeStartedIsNil() {
    #expect(DetachedProcess.start("/nonexistent/program", arguments: [], environment: [:]) == nil)
  }
}
