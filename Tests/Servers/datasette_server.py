#!/usr/bin/env python3
"""Starts a real Datasette serving a catalog, for tests and benchmarks.

Loads the catalog JSON into a fresh SQLite database with sqlite-utils (table `products`, primary
key `id`, nested values stored as JSON text, indexes on category, price and rating), starts `datasette serve` on a free loopback port,
waits until it answers, prints `listening on PORT`, and stays in the foreground. It stops
Datasette and exits when its parent process goes away or when it is terminated, so a test runner
that dies cannot leave a server behind.

    datasette_server.py CATALOG.json WORKDIR [--venv .venv] [--secret S --grant ACTOR]

With --grant (Datasette 1.0 alphas), the configuration grants insert-row, update-row and
delete-row to the actor ACTOR, whose tokens `datasette create-token ACTOR --secret S` makes.
The table is loaded with sqlite-utils from the same environment when it has one, else from .venv.
"""
import argparse, json, os, pathlib, signal, socket, subprocess, sys, time, urllib.request

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]

def main():
    # A parent may start us with signals blocked (Foundation's Process can); stopping must work.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    parser = argparse.ArgumentParser()
    parser.add_argument("catalog")
    parser.add_argument("workdir")
    root = pathlib.Path(__file__).resolve().parents[2]
    parser.add_argument("--venv", default=str(root / ".venv"))
    parser.add_argument("--secret")
    parser.add_argument("--grant")
    args = parser.parse_args()
    bin_dir = pathlib.Path(args.venv) / "bin"
    utils_dir = bin_dir if (bin_dir / "sqlite-utils").exists() else root / ".venv" / "bin"
    work = pathlib.Path(args.workdir)
    work.mkdir(parents=True, exist_ok=True)
    database = work / "catalog.db"
    if database.exists():
        database.unlink()
    subprocess.run([str(utils_dir / "sqlite-utils"), "insert", str(database), "products", args.catalog, "--pk", "id"],
                   check=True, stdout=subprocess.DEVNULL)
    # Indexes a serving deployment would have: the filter and sort columns. They also let SQLite
    # count rows from a small index instead of walking every row, so a page's cost stays flat.
    for column in ("category", "price", "rating"):
        subprocess.run([str(utils_dir / "sqlite-utils"), "create-index", str(database), "products", column],
                       check=True, stdout=subprocess.DEVNULL)
    port = free_port()
    extra = []
    if args.secret:
        extra += ["--secret", args.secret]
    if args.grant:
        config = work / "config.json"
        config.write_text(json.dumps({"permissions": {
            action: {"id": args.grant} for action in ("insert-row", "update-row", "delete-row")}}))
        extra += ["-c", str(config)]
    server = subprocess.Popen(
        [str(bin_dir / "datasette"), "serve", str(database), "--host", "127.0.0.1", "--port", str(port),
         "--setting", "max_returned_rows", "1000", "--setting", "default_page_size", "100"] + extra,
        stdout=open(work / "access.log", "w"), stderr=open(work / "datasette.log", "w"))

    def stop(*_):
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/-/versions.json", timeout=1).read()
            break
        except OSError:
            if server.poll() is not None or time.monotonic() > deadline:
                sys.stderr.write("datasette did not start; see " + str(work / "datasette.log") + "\n")
                stop()
            time.sleep(0.1)
    print(f"listening on {port}", flush=True)
    parent = os.getppid()
    while os.getppid() == parent and server.poll() is None:
        time.sleep(0.5)
    stop()

main()
