#!/usr/bin/env python3
"""A DummyJSON-contract catalog server for tests (Python standard library only).

Serves a catalog file the way DummyJSON serves its products (see the project's docs/NETWORK.md):
GET /products, /products/search, /products/category/{slug}, /products/{id},
/products/categories, /products/category-list; limit/skip/select/sortBy/order/delay; DummyJSON's
status codes and error bodies, a rate limit, HTML 404 pages outside the API, and a 301 for a
trailing slash. Routes are also served under any path prefix (`/api/v2/products`).

A prefix can also make the server misbehave on purpose, for failure tests:
  /status/500/...           every answer is that status, with a JSON message
  /flaky/503/2/...          the first 2 answers are 503, then normal service
  /ratelimit/1/...          the first answer is 429 with Retry-After: 1, then normal
  /ratelimit-forever/...    every answer is 429 without Retry-After
  /slow/3000/...            every answer is delayed 3000 ms
  /html/...                 every answer is an HTML 404 page
  /not-json/...             200 with a body that is not JSON
  /truncated/...            200 whose body stops halfway through (Content-Length says more)
  /wrong-shape/...          200 with a product whose price is a string
  /huge/...                 200 with a body far larger than any page (streamed, 64 MB)
  /redirect-loop/...        302 to itself, forever
  /bad-request/...          400 {"message": "Invalid 'limit' - must be a number"}
  /fail-once-after/2/...    answers 1 and 2 are normal, answer 3 is a 400, then normal again
  /trickle/...              200 whose body comes one byte every 200 ms, forever
  /endless/...              200 with no length whose body never ends (as fast as it can)
  /gzip-bomb/...            200, Content-Encoding: gzip, 2 MB that inflate to 2 GB
  /retry-after/3600/...     every answer is 429 with that Retry-After
  /wrong-id/...             every product answer is product 999 (one not asked for)
  /duplicate-ids/...        a list page that holds the same product twice
  /zero-id/...              a list page with a product whose id is 0
  /redirect-dead/PORT/...   302 to the same path on 127.0.0.1:PORT, where nothing listens
  /redirect-to/PORT/...     307 to the same path (without the prefix) on 127.0.0.1:PORT

Writes, kept in memory: POST /products/add (201, the next id), PUT and PATCH /products/{id}
(merged; 404 for an unknown id), DELETE /products/{id} (the product with isDeleted and
deletedOn). A body that is not a JSON object is a 400. Prefixes for writes:
  /simulated/...            answers writes as the public DummyJSON does, without keeping them
  /reject-fields/...        400 naming fields: {"message": "Validation failed", "errors": {...}}
  /forbidden/...            403 {"message": "Access denied"}
  /answers-nothing/...      keeps an added product but answers {"ok": true}, without it
  /echo-headers/...         400 whose message repeats every request header, Authorization too
                            (in the message, in a field error, and JSON-escaped with \\/)

Sign-in, as DummyJSON's /auth routes (docs in shared login-apis.md): POST /auth/login with
{"username", "password", "expiresInMins"} answers the user and an accessToken and refreshToken
(users emilys/emilyspass and michaelw/michaelwpass); GET /auth/me with a Bearer access token
answers the user, 401 without one or for an expired one; POST /auth/refresh with
{"refreshToken", "expiresInMins"} answers a new pair, 403 for a bad refresh token; POST
/auth/logout forgets the tokens. `--minute-seconds N` makes a minute last N seconds, so tests can
see tokens expire. A hostile sign-in below a prefix (PREFIX/auth/login, PREFIX/auth/refresh):
  /huge-refresh/...         a refresh token of 1.5 MB
  /expired-token/...        an access token (a JWT, and one /auth/me takes) that expired an hour ago
  /crlf-token/...           an access token with CR LF in it
  /echo-password/...        a refused login whose message repeats the username and password

Prints `listening on PORT` when ready; exits when its parent process goes away, so a test
runner that dies cannot leave it behind. Each request is logged to stderr as `request PATH`, and
an Authorization header as `auth SCHEME sha256:DIGEST` (never the credential itself); a write
also as `write METHOD PATH BODY`.

    dummyjson_server.py CATALOG.json [--port 0] [--rate-limit 100] [--minute-seconds 60]
"""
import argparse, gzip, io, json, os, signal, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit, unquote

FIELDS = ("id", "title", "price", "rating", "stock", "discountPercentage", "brand", "category")

def load(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    return data["products"] if isinstance(data, dict) else data

class State:
    def __init__(self, products, rate_limit):
        self.products = products
        self.rate_limit = rate_limit
        self.lock = threading.Lock()
        self.hits = []        # times of recent requests, for the rate limit
        self.counters = {}    # per-prefix answer counts, for flaky and ratelimit prefixes
        self.access = {}      # access token -> (username, expiry), for /auth
        self.refresh = {}     # refresh token -> (username, expiry)
        self.minute_seconds = 60

    def count(self, key):
        with self.lock:
            self.counters[key] = self.counters.get(key, 0) + 1
            return self.counters[key]

    def limited(self):
        now = time.monotonic()
        with self.lock:
            self.hits = [t for t in self.hits if now - t < 10]
            self.hits.append(now)
            return len(self.hits) > self.rate_limit

_BOMB = []

def gzip_bomb():
    """About 2 MB of gzip that inflates to 2 GB of spaces after a '[' (made once, in memory).

    One 64 MB block is deflated and flushed so the compressor starts afresh; the same bytes then
    stand for every later block, so the 2 GB are never compressed, only their CRC is computed."""
    if not _BOMB:
        import struct, zlib
        block = b" " * (64 << 20)
        head = zlib.compressobj(9, zlib.DEFLATED, -15)
        start = head.compress(b"[") + head.flush(zlib.Z_FULL_FLUSH)
        body = zlib.compressobj(9, zlib.DEFLATED, -15)
        repeat = body.compress(block) + body.flush(zlib.Z_FULL_FLUSH)
        crc = zlib.crc32(b"[")
        for _ in range(32):
            crc = zlib.crc32(block, crc)
        tail = zlib.compressobj(9, zlib.DEFLATED, -15).flush(zlib.Z_FINISH)
        size = 1 + 32 * len(block)
        header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff"
        trailer = struct.pack("<II", crc & 0xFFFFFFFF, size & 0xFFFFFFFF)
        _BOMB.append(header + start + repeat * 32 + tail + trailer)
    return _BOMB[0]

def sort_key(field):
    # Stable sort; text by code point; products without the value after all others.
    return lambda p: (p.get(field) is None, p.get(field) if p.get(field) is not None else 0)

class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "DummyJSONTestServer/1"

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="application/json; charset=utf-8", headers=()):
        data = body if isinstance(body, bytes) else body.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def json(self, status, value, headers=()):
        self.send(status, json.dumps(value, ensure_ascii=False), headers=headers)

    def html404(self):
        self.send(404, "<!DOCTYPE html><html><head><title>404</title></head><body><h1>Not Found</h1></body></html>",
                  "text/html; charset=utf-8")

    def do_GET(self):
        self.handle_safely(self.serve)

    def do_POST(self):
        self.handle_safely(self.serve_write)

    do_PUT = do_PATCH = do_DELETE = do_POST

    def handle_safely(self, serve):
        try:
            serve()
        except (BrokenPipeError, ConnectionResetError):
            pass
        except Exception as error:  # a test server must answer, never drop the connection
            self.json(500, {"message": f"test server error: {error}"})

    def log_request_line(self):
        sys.stderr.write(f"request {self.path}\n")
        auth = self.headers.get("Authorization")
        if auth:
            # The scheme and a digest of the credentials, never the credentials themselves.
            import hashlib
            scheme, _, secret = auth.partition(" ")
            sys.stderr.write(f"auth {scheme} sha256:{hashlib.sha256(secret.encode()).hexdigest()[:16]}\n")
        sys.stderr.flush()

    USERS = {
        "emilys": {"id": 1, "username": "emilys", "password": "emilyspass", "email": "emily.johnson@x.dummyjson.com",
                   "firstName": "Emily", "lastName": "Johnson"},
        "michaelw": {"id": 2, "username": "michaelw", "password": "michaelwpass",
                     "email": "michael.williams@x.dummyjson.com", "firstName": "Michael", "lastName": "Williams"},
    }

    def public(self, user):
        return {k: v for k, v in user.items() if k != "password"}

    def issue(self, user, minutes):
        """A new access and refresh token for `user`, the access one lasting `minutes`. Both are
        JWT-shaped, as DummyJSON's: the payload says who and until when (`exp`); the third part
        is random, since this server checks tokens by looking them up, not by a signature."""
        import base64, secrets
        state = self.server.state
        now = time.time()
        def jwt(expiry):
            part = lambda obj: base64.urlsafe_b64encode(json.dumps(obj).encode()).rstrip(b"=").decode()
            return ".".join([part({"alg": "HS256", "typ": "JWT"}),
                             part({"id": user["id"], "username": user["username"], "iat": int(now),
                                   "exp": int(expiry)}),
                             secrets.token_urlsafe(24)])
        access_expiry = now + minutes * state.minute_seconds
        refresh_expiry = now + 30 * 24 * 60 * state.minute_seconds
        access, refresh = jwt(access_expiry), jwt(refresh_expiry)
        state.access[access] = (user["username"], access_expiry)
        state.refresh[refresh] = (user["username"], refresh_expiry)
        return access, refresh

    def serve_auth(self, action, body, mode=""):
        state = self.server.state
        if mode == "echo-password" and action == "login":
            return self.json(400, {"message": f"Invalid credentials: {(body or {}).get('username')}/"
                                              f"{(body or {}).get('password')}"})
        if mode in ("huge-refresh", "expired-token", "crlf-token") and action in ("login", "refresh"):
            user = self.USERS["emilys"]
            with state.lock:
                access, refresh = self.issue(user, -60 if mode == "expired-token" else 60)
                if mode == "expired-token":
                    state.access[access] = (user["username"], time.time() + 3600)  # /auth/me still takes it
            if mode == "huge-refresh":
                refresh = "r" * (3 << 19)
            if mode == "crlf-token":
                access = access[:10] + "\r\n" + access[10:]
            return self.json(200, dict(self.public(user), accessToken=access, refreshToken=refresh))
        minutes = body.get("expiresInMins", 60) if isinstance(body, dict) else 60
        if not isinstance(minutes, int) or minutes < 1 or minutes > 43200:
            return self.json(400, {"message": "expiresInMins must be a whole number from 1 to 43200"})
        with state.lock:
            if action == "login":
                name, password = (body or {}).get("username"), (body or {}).get("password")
                if not name or not password:
                    return self.json(400, {"message": "Username and password required"})
                user = self.USERS.get(name)
                if user is None or user["password"] != password:
                    return self.json(400, {"message": "Invalid credentials"})
                access, refresh = self.issue(user, minutes)
                return self.json(200, dict(self.public(user), accessToken=access, refreshToken=refresh))
            if action == "refresh":
                token = (body or {}).get("refreshToken")
                if not token:
                    return self.json(401, {"message": "Refresh token required"})
                held = state.refresh.pop(token, None)
                if held is None or held[1] < time.time():
                    return self.json(403, {"message": "Invalid refresh token"})
                access, refresh = self.issue(self.USERS[held[0]], minutes)
                return self.json(200, {"accessToken": access, "refreshToken": refresh})
            if action == "logout":
                user = self.bearer_user()
                if user is None:
                    return self.json(401, {"message": "Access Token is required"})
                for tokens in (state.access, state.refresh):
                    for token in [t for t, (name, _) in tokens.items() if name == user["username"]]:
                        del tokens[token]
                return self.json(200, {"message": "Logged out"})
        return self.json(404, {"message": f"Route 'POST /auth/{action}' not found"})

    def bearer_user(self):
        """The user of the request's Bearer access token, if it is one that has not expired."""
        scheme, _, token = (self.headers.get("Authorization") or "").partition(" ")
        held = self.server.state.access.get(token) if scheme == "Bearer" else None
        if held is None or held[1] < time.time():
            return None
        return self.USERS[held[0]]

    def serve_write(self):
        state = self.server.state
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length > 0 else b""
        self.log_request_line()
        segments = [unquote(s) for s in urlsplit(self.path).path.split("/") if s]
        if len(segments) >= 2 and segments[-2] == "auth" and self.command == "POST":
            # Never logged: the body holds a password or a token.
            try:
                body = json.loads(raw) if raw else {}
            except ValueError:
                return self.json(400, {"message": "Invalid JSON body"})
            return self.serve_auth(segments[-1], body, segments[0] if len(segments) > 2 else "")
        sys.stderr.write(f"write {self.command} {urlsplit(self.path).path} {raw.decode('utf-8', 'replace')}\n")
        sys.stderr.flush()
        head = segments[0] if segments else ""
        if head == "redirect-to" and len(segments) > 1:
            rest = self.path.split("/redirect-to/" + segments[1], 1)[1]
            return self.send(307, "", "text/plain", headers=[("Location", f"http://127.0.0.1:{segments[1]}{rest}")])
        if head == "status" and len(segments) > 1:
            return self.json(int(segments[1]), {"message": f"simulated {segments[1]}"})
        if head == "forbidden":
            return self.json(403, {"message": "Access denied"})
        if head == "echo-headers":
            said = "; ".join(f"{k}: {v}" for k, v in self.headers.items())
            auth = self.headers.get("Authorization", "")
            return self.send(400, json.dumps({"message": f"Bad request, you sent {said}",
                                              "errors": {"authorization": auth}}).replace("/", "\\/"))
        body = None
        if raw:
            try:
                body = json.loads(raw)
            except ValueError:
                return self.json(400, {"message": "Invalid JSON body"})
        anchor = max((i for i, s in enumerate(segments) if s == "products"), default=None)
        if anchor is None:
            return self.html404()
        rest = segments[anchor + 1:]
        if self.command != "DELETE" and not isinstance(body, dict):
            return self.json(400, {"message": "The body must be a JSON object"})
        if head == "reject-fields":
            return self.json(400, {"message": "Validation failed",
                                   "errors": {"price": "must be below 1000", "title": ["is already taken"]}})
        keep = head != "simulated"
        with state.lock:
            products = state.products
            if self.command == "POST" and rest == ["add"]:
                product = {"id": max((p["id"] for p in products), default=0) + 1}
                product.update({k: v for k, v in body.items() if k != "id"})
                if keep:
                    products.append(product)
                if head == "answers-nothing":
                    return self.json(201, {"ok": True})
                return self.json(201, product)
            if len(rest) != 1 or self.command not in ("PUT", "PATCH", "DELETE"):
                return self.json(404, {"message": f"Route '{self.command} {urlsplit(self.path).path}' not found"})
            index = next((i for i, p in enumerate(products) if str(p["id"]) == rest[0]), None)
            if index is None:
                return self.json(404, {"message": f"Product with id '{rest[0]}' not found"})
            if self.command == "DELETE":
                product = products.pop(index) if keep else dict(products[index])
                return self.json(200, dict(product, isDeleted=True, deletedOn="2026-11-23T00:00:00.000Z"))
            merged = dict(products[index])
            merged.update({k: v for k, v in body.items() if k != "id"})
            if keep:
                products[index] = merged
            return self.json(200, merged)

    def serve(self):
        state = self.server.state
        parts = urlsplit(self.path)
        query = {k: v[-1] for k, v in parse_qs(parts.query, keep_blank_values=True).items()}
        segments = [unquote(s) for s in parts.path.split("/") if s]
        if segments and segments[-1].endswith(".json"):
            segments[-1] = segments[-1][: -len(".json")]  # a Datasette-style probe of this server
        self.log_request_line()
        if segments[-2:] == ["auth", "me"]:
            if not self.headers.get("Authorization"):
                return self.json(401, {"message": "Access Token is required"})
            user = self.bearer_user()
            if user is None:
                return self.json(401, {"message": "Invalid/expired Token!"})
            return self.json(200, self.public(user))
        if self.misbehave(segments, query):
            return
        if state.limited():
            return self.json(429, {"message": "request limit exceeded, please wait a few seconds"})
        if parts.path.endswith("/") and parts.path != "/":
            return self.send(301, "", "text/plain", headers=[("Location", parts.path.rstrip("/"))])
        if "delay" in query:
            try:
                time.sleep(min(max(int(query["delay"]), 0), 5000) / 1000)
            except ValueError:
                pass
        # Find the API below any prefix: the last "products" or "product" segment.
        anchor = max((i for i, s in enumerate(segments) if s in ("products", "product")), default=None)
        if anchor is None:
            return self.html404()
        self.route(segments[anchor + 1:], query)

    def misbehave(self, segments, query):
        state = self.server.state
        if not segments:
            return False
        head = segments[0]
        if head == "status" and len(segments) > 1:
            self.json(int(segments[1]), {"message": f"simulated {segments[1]}"})
            return True
        if head == "flaky" and len(segments) > 2:
            if state.count("flaky") <= int(segments[2]):
                self.json(int(segments[1]), {"message": "temporarily unavailable"})
                return True
        if head == "ratelimit" and len(segments) > 1:
            if state.count("ratelimit") == 1:
                self.json(429, {"message": "request limit exceeded, please wait a few seconds"},
                          headers=[("Retry-After", segments[1])])
                return True
        if head == "fail-once-after" and len(segments) > 1:
            if state.count("fail-once-after") == int(segments[1]) + 1:
                self.json(400, {"message": "simulated failure of one page"})
                return True
        if head == "ratelimit-forever":
            self.json(429, {"message": "request limit exceeded, please wait a few seconds"})
            return True
        if head == "slow" and len(segments) > 1:
            time.sleep(int(segments[1]) / 1000)
        if head == "html":
            self.html404()
            return True
        if head == "not-json":
            self.send(200, "this is not JSON", "application/json")
            return True
        if head == "truncated":
            body = json.dumps({"products": self.server.state.products[:5], "total": 5, "skip": 0, "limit": 5}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            return True
        if head == "wrong-shape":
            product = dict(self.server.state.products[0])
            product["price"] = "cheap"
            self.json(200, {"products": [product], "total": 1, "skip": 0, "limit": 1})
            return True
        if head == "huge":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(64 << 20))
            self.end_headers()
            chunk = b"[" + b" " * ((1 << 20) - 1)
            try:
                for _ in range(64):
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
            return True
        if head == "redirect-loop":
            self.send(302, "", "text/plain", headers=[("Location", self.path)])
            return True
        if head == "trickle":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "100000")
            self.end_headers()
            try:
                for _ in range(100000):
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(0.2)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
            return True
        if head == "endless":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Connection", "close")
            self.end_headers()
            chunk = b"[" + b" " * ((1 << 20) - 1)
            try:
                while True:
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
            return True
        if head == "gzip-bomb":
            body = gzip_bomb()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                self.wfile.write(body)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
            return True
        if head == "retry-after" and len(segments) > 1:
            self.json(429, {"message": "request limit exceeded"}, headers=[("Retry-After", segments[1])])
            return True
        if head == "wrong-id":
            product = dict(self.server.state.products[0])
            product["id"] = 999
            self.json(200, product)
            return True
        if head == "duplicate-ids":
            products = self.server.state.products[:2]
            self.json(200, {"products": [products[0], products[1], products[0]], "total": 3, "skip": 0, "limit": 3})
            return True
        if head == "zero-id":
            product = dict(self.server.state.products[0])
            product["id"] = 0
            self.json(200, {"products": [product], "total": 1, "skip": 0, "limit": 1})
            return True
        if head == "redirect-to" and len(segments) > 1:
            rest = self.path.split("/redirect-to/" + segments[1], 1)[1]
            self.send(307, "", "text/plain", headers=[("Location", f"http://127.0.0.1:{segments[1]}{rest}")])
            return True
        if head == "redirect-dead" and len(segments) > 1:
            rest = self.path.split("/redirect-dead/" + segments[1], 1)[1]
            self.send(302, "", "text/plain", headers=[("Location", f"http://127.0.0.1:{segments[1]}{rest}")])
            return True
        if head == "bad-request":
            self.json(400, {"message": "Invalid 'limit' - must be a number"})
            return True
        return False

    def route(self, rest, query):
        products = self.server.state.products
        if rest == ["categories"]:
            seen = []
            for p in products:
                if p.get("category") and p["category"] not in seen:
                    seen.append(p["category"])
            return self.json(200, [{"slug": c, "name": " ".join(w[:1].upper() + w[1:] for w in c.split("-")),
                                    "url": f"http://{self.headers.get('Host')}/products/category/{c}"} for c in seen])
        if rest == ["category-list"]:
            seen = []
            for p in products:
                if p.get("category") and p["category"] not in seen:
                    seen.append(p["category"])
            return self.json(200, seen)
        if len(rest) == 1 and rest[0] != "search":
            product = next((p for p in products if str(p["id"]) == rest[0]), None)
            if product is None:
                return self.json(404, {"message": f"Product with id '{rest[0]}' not found"})
            return self.json(200, self.select(product, query))
        if rest == ["search"]:
            q = query.get("q", "").strip().lower().replace("-", " ")
            matching = [p for p in products if q in p["title"].lower() or q in p.get("description", "").lower()]
        elif len(rest) == 2 and rest[0] == "category":
            matching = [p for p in products if p.get("category", "").lower() == rest[1].lower()]
        elif rest == []:
            matching = list(products)
        else:
            return self.html404()
        for name in ("limit", "skip"):
            if name in query and not query[name].lstrip("-").isdigit():
                return self.json(400, {"message": f"Invalid '{name}' - must be a number"})
        order = query.get("order")
        if order is not None and order not in ("asc", "desc"):
            return self.json(400, {"message": "Order can be: 'asc' or 'desc'"})
        sort_by = query.get("sortBy")
        if sort_by in FIELDS:
            ascending = sorted(matching, key=sort_key(sort_by))
            if order == "desc":
                present = [p for p in matching if p.get(sort_by) is not None]
                missing = [p for p in matching if p.get(sort_by) is None]
                # Descending and still stable: ties keep catalog order.
                ascending = sorted(present, key=lambda p: p[sort_by], reverse=True) + missing
            matching = ascending
        limit = int(query.get("limit", 30))
        skip = int(query.get("skip", 0))
        page = matching[skip:] if limit == 0 else matching[skip: skip + limit]
        self.json(200, {"products": [self.select(p, query) for p in page], "total": len(matching),
                        "skip": skip, "limit": len(page)})

    def select(self, product, query):
        if not query.get("select"):
            return product
        keys = ["id"] + [k for k in query["select"].split(",") if k in product and k != "id"]
        return {k: product[k] for k in keys}

def main():
    # A parent may start us with signals blocked (Foundation's Process can); stopping must work.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    parser = argparse.ArgumentParser()
    parser.add_argument("catalog")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--rate-limit", type=int, default=100)
    parser.add_argument("--minute-seconds", type=float, default=60)
    parser.add_argument("--tls", action="store_true",
                        help="serve https with the test-only identity in tls/ (its README says more)")
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    if args.tls:
        import ssl
        here = os.path.dirname(os.path.abspath(__file__))
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(os.path.join(here, "tls", "server.pem"), os.path.join(here, "tls", "server.key"))
        server.socket = context.wrap_socket(server.socket, server_side=True)
    server.daemon_threads = True
    server.state = State(load(args.catalog), args.rate_limit)
    server.state.minute_seconds = args.minute_seconds
    parent = os.getppid()

    def watch_parent():
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch_parent, daemon=True).start()
    print(f"listening on {server.server_address[1]}", flush=True)
    server.serve_forever()

main()
