/// The C library's I/O, for pure rings whose map says `"cCalls": "io"`: calls that reach files,
/// the network, processes, the environment, the standard streams or a clock. Locks, atomics, math,
/// memory and string functions are not on it. This is the single list to extend; it is matched on
/// the base name of a C function or global, whether called directly (`c:@F@open`) or through the
/// platform module's Swift overlay (`Glibc.open(_:_:_:)`, `Glibc.ioctl`, `Glibc.errno`).
enum CLibraryIO {
  static let calls: [String: (category: BannedAPI.Category, reason: String)] = {
    var calls: [String: (BannedAPI.Category, String)] = [:]
    func add(_ names: String, _ category: BannedAPI.Category, _ reason: String) {
      for name in names.split(separator: " ") { calls[String(name)] = (category, reason) }
    }
    add(
      """
      open openat creat close read write pread pwrite readv writev lseek fsync fdatasync ftruncate truncate \
      fopen fdopen freopen fclose fread fwrite fgets fgetc getc fputc putc ungetc fseek fseeko ftell ftello rewind \
      fflush feof ferror fileno tmpfile mkstemp mkdtemp stat fstat lstat fstatat statfs access faccessat \
      mkdir mkdirat rmdir unlink unlinkat rename renameat link symlink readlink realpath chmod fchmod chown \
      fchown utimes futimens opendir fdopendir readdir closedir scandir getcwd chdir fchdir remove dup dup2 \
      dup3 fcntl flock lockf mmap munmap msync ioctl poll select epoll_create epoll_create1 epoll_ctl \
      epoll_wait inotify_init inotify_add_watch sendfile splice
      """, .fileSystem, "reads or writes files")
    add(
      """
      socket socketpair connect bind listen accept accept4 send recv sendto recvfrom sendmsg recvmsg shutdown \
      setsockopt getsockopt getpeername getsockname getaddrinfo freeaddrinfo getnameinfo gethostbyname \
      gethostbyaddr
      """, .network, "talks to the network")
    add(
      """
      fork vfork execv execve execvp execvpe execl execle execlp system popen pclose posix_spawn posix_spawnp \
      wait waitpid waitid kill killpg exit _exit getpid getppid getuid geteuid getgid signal sigaction \
      getenv secure_getenv setenv unsetenv putenv clearenv environ uname gethostname sysconf getrlimit \
      setrlimit setlocale
      """, .process, "reaches the process, its environment or the machine's settings")
    add(
      """
      stdin stdout stderr printf vprintf fprintf vfprintf dprintf puts fputs putchar getchar gets getline \
      getdelim scanf fscanf vscanf perror isatty ttyname tcgetattr tcsetattr cfmakeraw
      """, .standardStreams, "reads or writes the standard streams or the terminal")
    add(
      """
      time gettimeofday clock_gettime clock_getres clock localtime localtime_r mktime tzset times \
      nanosleep clock_nanosleep sleep usleep timespec_get ftime
      """, .clock, "reads or waits on a system clock")
    return calls
  }()
}
