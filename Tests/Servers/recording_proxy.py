#!/usr/bin/env python3
"""A stand-in HTTP proxy for tests (Python standard library only): it forwards nothing, answers
every request 502, and logs one line per request to stderr: `proxied METHOD TARGET auth=yes|no`,
so a test can see what would have gone through a proxy. The Authorization value itself is never
written anywhere. Prints `listening on PORT` when ready; exits when its parent goes away.

    recording_proxy.py [--port 0]
"""
import argparse, os, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

class Handler(BaseHTTPRequestHandler):
    def handle_any(self):
        length = int(self.headers.get("Content-Length") or 0)
        if length > 0:
            self.rfile.read(length)
        sys.stderr.write(f"proxied {self.command} {self.path} auth={'yes' if self.headers.get('Authorization') else 'no'}\n")
        sys.stderr.flush()
        body = b"no upstream"
        self.send_response(502)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = handle_any

    def log_message(self, *args):
        pass

def watch_parent(parent):
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(0)

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    threading.Thread(target=watch_parent, args=(os.getppid(),), daemon=True).start()
    print(f"listening on {server.server_address[1]}", flush=True)
    server.serve_forever()
