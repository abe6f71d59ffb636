#!/usr/bin/env python3
"""A Frankfurter-contract exchange-rates server for tests (Python standard library only).

Serves fixed rates the way Frankfurter does (see the project's docs/MONEY.md):
  GET /v1/latest[?base=XXX&symbols=A,B]   {"amount": 1.0, "base": "EUR", "date": "...", "rates": {...}}
  GET /v1/currencies                      {"AUD": "Australian Dollar", ...}
  GET /v2/rates[?base=XXX&quotes=A,B]     [{"date": ..., "base": "EUR", "quote": "USD", "rate": 1.0412}, ...]
  GET /v2/currencies                      [{"iso_code": "AUD", "name": "Australian Dollar"}, ...]
  GET /eurofxref-daily.xml                the same rates as the ECB's daily reference file
An unknown base or symbol is a 404 with a JSON message, as Frankfurter answers it. Rate values are
written exactly as the rates file has them.

A prefix makes the server misbehave on purpose, for failure tests:
  /slow/MS/...          every answer is delayed MS milliseconds
  /status/CODE/...      every answer is that status, with a JSON message
  /html/...             200 with an HTML page
  /wrong-shape/...      200 JSON whose rates is a list
  /bad-date/...         200 with the date "22/11/2024"
  /only/A,B/...         the rates hold only these currencies (an unknown currency for the rest)
  /date/YYYY-MM-DD/...  the rates carry this date

Prints `listening on PORT` when ready; exits when its parent goes away. Each request is logged to
stderr as `request PATH`.

    frankfurter_server.py RATES.json [--port 0]
where RATES.json is {"base": "EUR", "date": "2024-11-22", "rates": {"USD": "1.0412", ...},
"names": {"USD": "US Dollar", ...}} (rates as strings, so every digit is kept).
"""
import argparse, json, os, signal, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="application/json"):
        data = body.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        print(f"request {self.path}", file=sys.stderr, flush=True)
        parts = urlsplit(self.path)
        query = {k: v[-1] for k, v in parse_qs(parts.query).items()}
        segments = [s for s in parts.path.split("/") if s]
        spec = self.server.spec
        rates = dict(spec["rates"])
        date = spec["date"]
        mode = None
        while segments:
            head = segments[0]
            if head == "slow":
                time.sleep(int(segments[1]) / 1000)
                segments = segments[2:]
            elif head == "status":
                code = int(segments[1])
                return self.send(code, json.dumps({"message": f"status {code} on purpose"}))
            elif head in ("html", "wrong-shape", "bad-date"):
                mode = head
                segments = segments[1:]
            elif head == "only":
                keep = segments[1].split(",")
                rates = {k: v for k, v in rates.items() if k in keep}
                segments = segments[2:]
            elif head == "date":
                date = segments[1]
                segments = segments[2:]
            else:
                break
        if mode == "html":
            return self.send(200, "<!DOCTYPE html><html><body>Service moved</body></html>", "text/html")
        if mode == "bad-date":
            date = "22/11/2024"
        path = "/".join(segments)
        base = spec["base"]
        if path == "eurofxref-daily.xml":
            cubes = "".join(f"<Cube currency='{c}' rate='{r}'/>" for c, r in sorted(rates.items()))
            body = ('<?xml version="1.0" encoding="UTF-8"?>\n<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" '
                    'xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref"><gesmes:subject>Reference rates</gesmes:subject>'
                    f'<Cube><Cube time="{date}">{cubes}</Cube></Cube></gesmes:Envelope>\n')
            return self.send(200, body, "text/xml")
        known = set(rates) | {base}
        names = {k: v for k, v in spec.get("names", {}).items() if k in known}
        if path in ("v1/currencies", "v2/currencies"):
            if path == "v1/currencies":
                return self.send(200, json.dumps(names, sort_keys=True))
            return self.send(200, json.dumps([{"iso_code": k, "name": v} for k, v in sorted(names.items())]))
        if path not in ("v1/latest", "v2/rates"):
            return self.send(404, json.dumps({"message": "not found"}))
        asked_base = query.get("base", base)
        symbols = query.get("symbols") or query.get("quotes")
        wanted = symbols.split(",") if symbols else sorted(rates)
        for code in [asked_base] + wanted:
            if code not in known:
                return self.send(404, json.dumps({"message": "not found"}))
        if mode == "wrong-shape":
            return self.send(200, json.dumps({"base": base, "date": date, "rates": [1, 2, 3]}))
        # Rates are written as the file has them: the JSON numbers are the file's text.
        if asked_base != base:
            return self.send(422, json.dumps({"message": "this test server answers only its own base"}))
        if path == "v1/latest":
            members = ", ".join(f'"{c}": {rates[c]}' for c in wanted if c != base)
            return self.send(200, f'{{"amount": 1.0, "base": "{base}", "date": "{date}", "rates": {{{members}}}}}')
        items = ", ".join(f'{{"date": "{date}", "base": "{base}", "quote": "{c}", "rate": {rates[c]}}}'
                          for c in wanted if c != base)
        return self.send(200, f"[{items}]")


def main():
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    parser = argparse.ArgumentParser()
    parser.add_argument("rates")
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    with open(args.rates, encoding="utf-8") as f:
        spec = json.load(f)
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    server.spec = spec
    parent = os.getppid()

    def watch_parent():
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch_parent, daemon=True).start()
    print(f"listening on {server.server_address[1]}", flush=True)
    server.serve_forever()


main()
