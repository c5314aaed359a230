"""The checks of faults.sh, against a running formrules-backend on loopback.

    python3 faults.py BASE PID LOG WORK CHECK...

BASE is http://127.0.0.1:PORT, PID the server's process (for its memory and for SIGTERM), LOG
its log file, WORK a scratch folder holding the specs folder the server was started with
(WORK/specs). Each check prints `ok   <name>: <figure>` or `FAIL <name>: <why>`; the exit status
is the number of failed checks (0: all passed). Standard library only.
"""

import json
import os
import random
import signal
import socket
import string
import sys
import threading
import time

BASE, PID, LOG, WORK = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
HOST, PORT = "127.0.0.1", int(BASE.rsplit(":", 1)[1])
ENV = os.environ

# Limits the checks assert; each can be tightened from the environment.
# The answer to one request with 96,000 unknown keys: reports are capped at 200 problems
# (ValidationContext.maxIssues) and the rest only counted, so the answer is a few tens of
# kilobytes (14 MB before the cap) and comes in milliseconds (3 s before). The time bound is
# generous: the server is a debug build on a shared machine.
MAX_UNKNOWN_KEYS_ANSWER_BYTES = int(ENV.get("MAX_UNKNOWN_KEYS_ANSWER_BYTES", 128 * 1024))
MAX_UNKNOWN_KEYS_MILLISECONDS = float(ENV.get("MAX_UNKNOWN_KEYS_MILLISECONDS", 2000))
# Growth of the server's resident memory while slow readers hold their answers, in MiB: each
# holds at most one answer (a few hundred kilobytes here) and its unread requests.
MAX_SLOW_READERS_RSS_GROWTH_MIB = float(ENV.get("MAX_SLOW_READERS_RSS_GROWTH_MIB", 64))
# The send timeout the server was started with (--send-timeout), in seconds.
SEND_TIMEOUT = float(ENV.get("SEND_TIMEOUT", 2))
SLOW_READERS = int(ENV.get("SLOW_READERS", 8))
DRAIN_CLIENTS = int(ENV.get("DRAIN_CLIENTS", 8))
# What each slow reader asks for in all: more than the kernel's socket buffers take.
SLOW_READER_UNSENT_BYTES = int(ENV.get("SLOW_READER_UNSENT_BYTES", 12 * 1024 * 1024))

failures = 0
sent_secrets = []


def ok(name, figure):
    print(f"ok   {name}: {figure}", flush=True)


def fail(name, why):
    global failures
    failures += 1
    print(f"FAIL {name}: {why}", flush=True)


def rss_mib():
    with open(f"/proc/{PID}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def connect(receive_buffer=None):
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if receive_buffer:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    sock.settimeout(60)
    sock.connect((HOST, PORT))
    return sock


def request_bytes(method, path, headers=None, body=b"", version="HTTP/1.1"):
    lines = [f"{method} {path} {version}", f"Host: {HOST}:{PORT}"]
    for name, value in (headers or {}).items():
        lines.append(f"{name}: {value}")
    if body or method in ("POST", "PUT"):
        lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


class Reader:
    """Reads HTTP/1 answers off a socket, keeping what follows one answer for the next."""

    def __init__(self, sock):
        self.sock, self.buffer, self.eof = sock, b"", False

    def fill(self):
        try:
            chunk = self.sock.recv(1 << 16)
        except ConnectionResetError:
            chunk = b""
        if not chunk:
            self.eof = True
        self.buffer += chunk
        return bool(chunk)

    def answer(self, head_only=False):
        """(status, headers, body, complete): complete is False when the connection ended early."""
        while b"\r\n\r\n" not in self.buffer:
            if not self.fill():
                return None, {}, b"", False
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        status = lines[0]
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        if head_only or status.split()[1].startswith("1"):
            return status, headers, b"", True
        if "content-length" in headers:
            length = int(headers["content-length"])
            while len(self.buffer) < length:
                if not self.fill():
                    break
            body, self.buffer = self.buffer[:length], self.buffer[length:]
            return status, headers, body, len(body) == length
        while self.fill():
            pass
        body, self.buffer = self.buffer, b""
        return status, headers, body, True

    def closed_within(self, seconds):
        """Whether the server closes the connection within `seconds` (reading what it sends)."""
        self.sock.settimeout(seconds)
        try:
            while self.fill():
                pass
            return True
        except socket.timeout:
            return False
        finally:
            self.sock.settimeout(60)


def exchange(method, path, headers=None, body=b"", version="HTTP/1.1", head_only=False):
    sock = connect()
    sock.sendall(request_bytes(method, path, headers, body, version))
    reader = Reader(sock)
    answer = reader.answer(head_only)
    sock.close()
    return answer


def status_code(status):
    return int(status.split()[1]) if status else 0


def json_post(path, document, extra=None):
    body = json.dumps(document).encode()
    headers = {"Content-Type": "application/json"}
    headers.update(extra or {})
    return exchange("POST", path, headers, body)


def unknown_keys_body(count):
    digits = string.digits + string.ascii_lowercase

    def key(i):
        text = ""
        while True:
            text = digits[i % 36] + text
            i //= 36
            if i == 0:
                return "k" + text

    return ("{" + ",".join(f'"{key(i)}":0' for i in range(count)) + "}").encode()


# MARK: the checks


def check_head():
    sock = connect()
    reader = Reader(sock)
    sock.sendall(request_bytes("HEAD", "/health"))
    status, headers, _, _ = reader.answer(head_only=True)
    # A second request on the same connection: a body sent after the HEAD answer would show here.
    sock.sendall(request_bytes("GET", "/health"))
    status2, _, body2, _ = reader.answer()
    sock.close()
    if status_code(status) != 200 or headers.get("content-length") != "3" or status_code(status2) != 200 or body2 != b"ok\n":
        return fail("head", f"HEAD /health gave {status} {headers}, then GET gave {status2} {body2!r}")
    status, headers, _, _ = exchange("HEAD", "/forms/login/state", head_only=True)
    if status_code(status) != 405 or headers.get("allow") != "POST":
        return fail("head", f"HEAD /forms/login/state gave {status}, Allow {headers.get('allow')}")
    ok("head", "HEAD /health 200 with Content-Length 3 and no body; HEAD /forms/login/state 405, Allow: POST")


def check_methods():
    for method in ("OPTIONS", "PUT", "DELETE", "PROPFIND"):
        status, headers, body, _ = exchange(method, "/forms/login")
        problem = json.loads(body or b"{}")
        if (status_code(status) != 405 or headers.get("allow") != "GET, HEAD, POST, PATCH" or headers.get("content-type") != "application/problem+json"
                or problem.get("type") != "https://example.com/problems/method-not-allowed"):
            return fail("methods", f"{method} /forms/login gave {status}, Allow {headers.get('allow')}, {body[:200]!r}")
    status, headers, _, _ = exchange("POST", "/health", body=b"")
    if status_code(status) != 405 or headers.get("allow") != "GET, HEAD":
        return fail("methods", f"POST /health gave {status}, Allow {headers.get('allow')}")
    ok("methods", "OPTIONS, PUT, DELETE, PROPFIND on a form: 405 problem, Allow: GET, HEAD, POST, PATCH; POST /health: Allow: GET, HEAD")


def check_unmatched():
    for method, path in (("GET", "/"), ("GET", "/forms"), ("POST", "/forms/login/extra"), ("DELETE", "/no/such/route")):
        status, headers, body, _ = exchange(method, path, body=b"" if method == "POST" else b"")
        problem = json.loads(body or b"{}")
        if (status_code(status) != 404 or headers.get("content-type") != "application/problem+json"
                or problem.get("type") != "https://example.com/problems/not-found" or problem.get("instance") != path):
            return fail("unmatched", f"{method} {path} gave {status} {body[:200]!r}")
    ok("unmatched", "4 unmatched routes: 404 application/problem+json, type not-found")


def login(email, password, **extra):
    """A WebSocket login message, the envelope the apps send (Specs/login.json)."""
    return {"type": "LOGIN_CUSTOMER", "sequence_id": "a29e4fd0-581d-e06b-c837-4f5f4be7dd18",
            "data": {"email": email, "password": password, **extra}}


def check_http10():
    body = json.dumps(login("ada@example.com", "correct horse")).encode()
    sock = connect()
    started = time.monotonic()
    sock.sendall(request_bytes("POST", "/forms/login", {"Content-Type": "application/json"}, body, "HTTP/1.0"))
    reader = Reader(sock)
    status, headers, answer, complete = reader.answer()
    closed = reader.closed_within(5)
    elapsed = (time.monotonic() - started) * 1000
    sock.close()
    if not (status and status.startswith("HTTP/1.0 200") and complete and closed and elapsed < 3000):
        return fail("http10", f"{status}, complete {complete}, closed {closed} after {elapsed:.0f} ms")
    # With keep-alive asked for, the connection stays for a second request.
    sock = connect()
    reader = Reader(sock)
    keep = {"Content-Type": "application/json", "Connection": "keep-alive"}
    sock.sendall(request_bytes("POST", "/forms/login", keep, body, "HTTP/1.0"))
    first = reader.answer()
    sock.sendall(request_bytes("POST", "/forms/login", keep, body, "HTTP/1.0"))
    second = reader.answer()
    sock.close()
    if status_code(first[0]) != 200 or status_code(second[0]) != 200:
        return fail("http10", f"keep-alive HTTP/1.0: {first[0]}, then {second[0]}")
    ok("http10", f"answered and closed {elapsed:.1f} ms after the request (keep-alive asked: stays open)")


def check_continue():
    body = json.dumps(login("ada@example.com", "correct horse")).encode()
    figures = []
    sock = connect()
    reader = Reader(sock)
    started = time.monotonic()
    head = request_bytes("POST", "/forms/login", {"Content-Type": "application/json", "Expect": "100-continue"}, body)
    sock.sendall(head[: len(head) - len(body)])
    sock.settimeout(1)
    try:
        interim = reader.answer(head_only=True)
    except socket.timeout:
        interim = (None, {}, b"", False)
    sock.settimeout(60)
    waited = (time.monotonic() - started) * 1000
    if status_code(interim[0]) != 100:
        sock.close()
        return fail("continue", f"no 100 Continue within 1 s (got {interim[0]})")
    sock.sendall(body)
    final = reader.answer()
    sock.close()
    if status_code(final[0]) != 200:
        return fail("continue", f"after 100 Continue: {final[0]} {final[2][:200]!r}")
    figures.append(f"100 after {waited:.1f} ms, then 200")
    for path, content_type, length, wanted in (
        ("/forms/no-such-form", "application/json", 10, 404),
        ("/forms/login", "text/plain", 10, 415),
        ("/forms/login", "application/json", 5_000_000, 413),
    ):
        sock = connect()
        reader = Reader(sock)
        started = time.monotonic()
        sock.sendall(f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: {content_type}\r\nContent-Length: {length}\r\nExpect: 100-continue\r\n\r\n".encode())
        sock.settimeout(2)
        try:
            status, _, _, _ = reader.answer()
        except socket.timeout:
            status = None
        elapsed = (time.monotonic() - started) * 1000
        sock.close()
        if status_code(status) != wanted:
            return fail("continue", f"Expect with {path} {content_type} length {length}: {status}, expected {wanted} at once")
        figures.append(f"{wanted} after {elapsed:.1f} ms")
    ok("continue", "; ".join(figures) + " (body never sent)")


def check_unknown_keys(body):
    started = time.monotonic()
    status, headers, answer, complete = exchange("POST", "/forms/login", {"Content-Type": "application/json"}, body)
    elapsed = time.monotonic() - started
    health, _, _, _ = exchange("GET", "/health")
    if status_code(status) != 422 or not complete or status_code(health) != 200:
        return fail("unknown-keys", f"{status}, complete {complete}, then /health {health}")
    if len(answer) > MAX_UNKNOWN_KEYS_ANSWER_BYTES:
        return fail("unknown-keys", f"answer of {len(answer)} bytes, over MAX_UNKNOWN_KEYS_ANSWER_BYTES={MAX_UNKNOWN_KEYS_ANSWER_BYTES}")
    if elapsed * 1000 > MAX_UNKNOWN_KEYS_MILLISECONDS:
        return fail("unknown-keys", f"answered in {elapsed * 1000:.0f} ms, over MAX_UNKNOWN_KEYS_MILLISECONDS={MAX_UNKNOWN_KEYS_MILLISECONDS:.0f}")
    ok("unknown-keys", f"96,000 unknown keys ({len(body)} bytes): 422 in {elapsed * 1000:.0f} ms, answer {len(answer)} bytes; server up")


def check_secrets():
    def secret():
        value = "Pw-" + "".join(random.choice(string.ascii_letters + string.digits) for _ in range(20))
        sent_secrets.append(value)
        return value

    shared = secret()
    cases = [
        ("/forms/login", login("ada@example.com", secret()), 200),
        ("/forms/login", login("ada@", secret() * 8), 422),
        ("/forms/login", login("ada@example.com", 12345, extra=secret()), 422),
        ("/forms/personal-details", {"email": "ada@example.com", "password": secret(), "passwordConfirmation": secret()}, 422),
        ("/forms/personal-details", {"firstName": "Ada", "password": shared, "passwordConfirmation": shared}, 422),
    ]
    example = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "personal-details", "valid-us-address.json")))
    example["password"] = example["passwordConfirmation"] = secret()
    cases.append(("/forms/personal-details", example, 200))
    for form in ("create-account", "admin-unlock", "sign-in"):
        cases.append((f"/forms/{form}", {"password": secret(), "email": "ada@example.com"}, None))
    answers = 0
    for path, document, wanted in cases:
        status, headers, body, _ = json_post(path, document)
        answers += 1
        if wanted and status_code(status) != wanted:
            return fail("secrets", f"{path}: {status}, expected {wanted}: {body[:300]!r}")
        text = body.decode("utf-8", "replace") + json.dumps(headers)
        leaked = [value for value in sent_secrets if value in text]
        if leaked:
            return fail("secrets", f"{path} answered a password sent: {body[:400]!r}")
    ok("secrets", f"{len(sent_secrets)} passwords sent in {answers} requests (200 and 422): none in any answer")


def check_secrets_in_log():
    text = open(LOG, encoding="utf-8", errors="replace").read()
    leaked = [value for value in sent_secrets if value in text]
    if leaked:
        return fail("secrets-log", f"{len(leaked)} of the passwords sent are in the log")
    ok("secrets-log", f"none of the {len(sent_secrets)} passwords sent in the log ({len(text)} bytes)")


def check_broken_spec():
    path = os.path.join(WORK, "specs", "faults-broken.json")
    broken = '{\n  "form": "faults-broken",\n  "fields": [\n    { "name": "nickname", "type": "text", "maxLenght": 20 }\n  ]\n}\n'
    fixed = broken.replace("maxLenght", "maxLength")

    def write(text):
        # Written aside and renamed, as editors and deployments do.
        with open(path + ".tmp", "w") as spec:
            spec.write(text)
        os.replace(path + ".tmp", path)

    write(broken)
    first = json_post("/forms/faults-broken", {"nickname": "ada"})
    log = open(LOG, encoding="utf-8", errors="replace").read()
    where = "faults-broken.json:4:43"
    if status_code(first[0]) != 500 or where not in log:
        return fail("broken-spec", f"{first[0]}; log has {where}: {where in log}")
    again = json_post("/forms/faults-broken", {"nickname": "ada"})
    write(fixed)
    mended = json_post("/forms/faults-broken", {"nickname": "ada"})
    # Broken again after it loaded: the version loaded before goes on being served, and the
    # log says so.
    write(broken)
    rebroken = json_post("/forms/faults-broken", {"nickname": "ada"})
    # Rewritten in place (truncated, then written): a request between the two writes reads
    # half a spec, and is answered by the version loaded before, not a 500.
    with open(path, "w") as spec:
        spec.write(fixed[: len(fixed) // 2])
        spec.flush()
        halfway = json_post("/forms/faults-broken", {"nickname": "ada"})
        spec.write(fixed[len(fixed) // 2:])
    rewritten = json_post("/forms/faults-broken", {"nickname": "ada"})
    os.remove(path)
    gone = json_post("/forms/faults-broken", {"nickname": "ada"})
    log = open(LOG, encoding="utf-8", errors="replace").read()
    kept = "still serving the version loaded before"
    got = [status_code(answer[0]) for answer in (first, again, mended, rebroken, halfway, rewritten, gone)]
    expected = [500, 500, 200, 200, 200, 200, 404]
    if got != expected or log.count(kept) < 2:
        return fail("broken-spec", f"broken, again, fixed, broken, half rewritten, rewritten, removed gave {got}, expected {expected}; "
                                   f"'{kept}' logged {log.count(kept)} times, expected 2 or more")
    ok("broken-spec", f"logged at {where} (line and column); fixed: 200 at once; broken again or half rewritten in place: "
                      "the version loaded before, 200, logged; removed: 404")


def check_refused_body():
    """A body over the limit, sent whole before reading as Python's http.client does (announced
    with Content-Length and Connection: close, or chunked): the 413 is read within seconds, not
    after the server's 30 s timeout and a broken pipe. The server reads the body away after its
    answer; a body that never ends is cut after the linger bound, and logged."""
    body = b"x" * (10 * 1024 * 1024)
    for framing in ("length", "chunked"):
        headers = {"Content-Type": "application/json", "Connection": "close"}
        if framing == "length":
            data = request_bytes("POST", "/forms/login", headers, body)
        else:
            headers["Transfer-Encoding"] = "chunked"
            head = request_bytes("GET", "/forms/login", headers).replace(b"GET ", b"POST ", 1)
            chunks = b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + 65536]), body[i:i + 65536]) for i in range(0, len(body), 65536))
            data = head + chunks + b"0\r\n\r\n"
        sock = connect()
        sock.settimeout(15)
        started = time.monotonic()
        try:
            sock.sendall(data)
        except OSError as error:
            fail(f"refused-body {framing}", f"sending the body failed after {time.monotonic() - started:.1f} s: {error!r}")
            sock.close()
            continue
        status, headers_in, answer, complete = Reader(sock).answer()
        elapsed = time.monotonic() - started
        sock.close()
        if status_code(status) != 413 or not complete or headers_in.get("connection") != "close":
            fail(f"refused-body {framing}", f"got {status!r} (complete {complete}, connection {headers_in.get('connection')!r})")
        elif elapsed > 5:
            fail(f"refused-body {framing}", f"the 413 took {elapsed:.1f} s")
        else:
            ok(f"refused-body {framing}", f"413 read {elapsed * 1000:.0f} ms after sending 10 MB")
    # A trickle after the answer is cut by the linger bound, and the log says so.
    sock = connect()
    sock.sendall(request_bytes("POST", "/forms/login", {"Content-Type": "application/json"}).replace(
        b"Content-Length: 0", b"Content-Length: 5000000"))
    status, _, _, _ = Reader(sock).answer()
    started = time.monotonic()
    try:
        while time.monotonic() - started < 15:
            sock.sendall(b"x")
            time.sleep(0.25)
        fail("refused-body trickle", "the connection was still open after 15 s")
    except OSError:
        elapsed = time.monotonic() - started
        time.sleep(0.2)
        with open(LOG, encoding="utf-8", errors="replace") as log:
            logged = "still sending the body" in log.read()
        if status_code(status) == 413 and logged and elapsed < 10:
            ok("refused-body trickle", f"cut after {elapsed:.1f} s, logged")
        else:
            fail("refused-body trickle", f"status {status!r}, cut after {elapsed:.1f} s, logged {logged}")
    finally:
        sock.close()


def check_half_close():
    """A client that closes its side after its request (it has sent everything) and reads its
    answer slowly gets the whole answer, then the close: NIO's default closed the connection at
    the end of input and cut the answer (4.4 of 10.5 MB, logged as a plain 200). The server runs
    with --max-body-bytes 12000000: the answer must outgrow the kernel's socket buffers. Pipelined
    requests before the half-close are all answered; an idle half-closed connection closes."""
    path = os.path.join(WORK, "specs", "faults-echo.json")
    with open(path + ".tmp", "w") as spec:
        spec.write('{"form": "faults-echo", "unknownFields": "reject", "fields": '
                   '[{"name": "text", "type": "text", "maxLength": 20000000}]}\n')
    os.replace(path + ".tmp", path)
    body = json.dumps({"text": "x" * 10_500_000}).encode()
    sock = connect(receive_buffer=64 * 1024)
    sock.sendall(request_bytes("POST", "/forms/faults-echo", {"Content-Type": "application/json"}, body))
    sock.shutdown(socket.SHUT_WR)
    reader = Reader(sock)
    received = b""
    while True:
        try:
            chunk = sock.recv(16 * 1024)
        except ConnectionResetError:
            chunk = b""
        if not chunk:
            break
        received += chunk
        time.sleep(0.002)  # a slow reader: the answer is still being written when input ends
    sock.close()
    head, _, answer = received.partition(b"\r\n\r\n")
    length = next((int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:")), -1)
    if head.startswith(b"HTTP/1.1 200") and len(answer) == length:
        ok("half-close", f"whole answer ({length} bytes) read slowly after closing the request side")
    else:
        fail("half-close", f"{head[:20]!r}: {len(answer)} of {length} answer bytes")
    one = request_bytes("POST", "/forms/faults-echo", {"Content-Type": "application/json"}, b'{"text": "a"}')
    for name, data, answers in (("pipelined", one * 3, 3), ("idle", b"", 0)):
        sock = connect()
        sock.sendall(data)
        sock.shutdown(socket.SHUT_WR)
        reader = Reader(sock)
        closed = reader.closed_within(10)
        sock.close()
        count = reader.buffer.count(b"HTTP/1.1 200")
        if closed and count == answers:
            ok(f"half-close {name}", f"{count} answers, then closed")
        else:
            fail(f"half-close {name}", f"closed within 10 s: {closed}; {count} of {answers} answers")
    os.remove(path)


def check_parser_refusals():
    """Requests the HTTP/1.1 parser refuses, or that break HTTP/1.1's rules (ambiguous framing a
    proxy in front may read otherwise, oversized heads, other versions, NULs, folded or bare-LF
    lines, a missing or doubled Host): each gets a 400 problem document saying why, where it had a
    bare 400 with no body, and each is logged. CONNECT gets a 405 that promises no body."""
    host = b"Host: x\r\n"
    post = b"POST /forms/login HTTP/1.1\r\n" + host + b"Content-Type: application/json\r\n"
    cases = {
        "Content-Length with Transfer-Encoding": post + b"Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "two Content-Lengths": post + b"Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}x",
        "a negative Content-Length": post + b"Content-Length: -1\r\n\r\n",
        "Transfer-Encoding: gzip": post + b"Transfer-Encoding: gzip\r\n\r\n",
        "a malformed chunk size": post + b"Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
        "a 100 KB header": b"GET /health HTTP/1.1\r\n" + host + b"X-Big: " + b"a" * 100_000 + b"\r\n\r\n",
        "10,000 headers": b"GET /health HTTP/1.1\r\n" + host + b"".join(b"X-%d: a\r\n" % i for i in range(10_000)) + b"\r\n",
        "a 100 KB target": b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\n" + host + b"\r\n",
        "HTTP/0.9": b"GET /health\r\n\r\n",
        "HTTP/9.9": b"GET /health HTTP/9.9\r\n" + host + b"\r\n",
        "LF-only lines": b"GET /health HTTP/1.1\nHost: x\n\n",
        "an obs-fold header": b"GET /health HTTP/1.1\r\n" + host + b"X-A: a\r\n b\r\n\r\n",
        "a NUL in a header": b"GET /health HTTP/1.1\r\n" + host + b"X-A: a\x00b\r\n\r\n",
        "a bare CR in a header": b"GET /health HTTP/1.1\r\n" + host + b"X-A: a\rb\r\n\r\n",
        "a space before a header's colon": b"GET /health HTTP/1.1\r\n" + host + b"X-A : a\r\n\r\n",
        "a method that is not a token": b"G(T /health HTTP/1.1\r\n" + host + b"\r\n",
        "no Host": b"GET /health HTTP/1.1\r\n\r\n",
        "two Hosts": b"GET /health HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
    }
    with open(LOG, encoding="utf-8", errors="replace") as log:
        logged_before = log.read().count("refused ")
    wrong = []
    for name, data in cases.items():
        sock = connect()
        sock.settimeout(10)
        sock.sendall(data)
        reader = Reader(sock)
        status, headers, body, complete = reader.answer()
        sock.close()
        try:
            document = json.loads(body)
        except ValueError:
            document = {}
        # A transfer coding other than chunked is 501 (RFC 9112 §6.1); the rest are 400.
        wanted = 501 if name == "Transfer-Encoding: gzip" else 400
        if status_code(status) != wanted or headers.get("content-type") != "application/problem+json" \
                or document.get("status") != wanted or not complete or headers.get("connection") != "close":
            wrong.append(f"{name}: {status!r} {body[:80]!r}")
    sock = connect()
    sock.settimeout(10)
    sock.sendall(b"CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n")
    reader = Reader(sock)
    status, headers, _, _ = reader.answer(head_only=True)
    closed = reader.closed_within(5)
    sock.close()
    if status_code(status) != 405 or "content-type" in headers or not closed:
        wrong.append(f"CONNECT: {status!r}, headers {headers}, closed {closed}")
    time.sleep(0.2)
    with open(LOG, encoding="utf-8", errors="replace") as log:
        logged = log.read().count("refused ") - logged_before
    if wrong:
        fail("parser-refusals", "; ".join(wrong))
    elif logged < len(cases) - 2:  # the two bodies refused after their head are logged as 400s
        fail("parser-refusals", f"{logged} refusals logged for {len(cases) + 1} refused requests")
    else:
        ok("parser-refusals", f"{len(cases)} malformed requests: 400 (501 for gzip) problem documents; CONNECT: 405, no body promised; {logged} refusals logged")


def cpu_seconds():
    """The server's CPU time so far (user and system), from /proc."""
    with open(f"/proc/{PID}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def check_many_chunks():
    """A body of a million one-byte chunks (6 MB on the wire) cost 1.4 s of the server's CPU,
    a piece at a time. Past 16,384 pieces the body is refused (400, logged) and the rest is
    dropped as bytes, unparsed: the answer comes at once and costs a fraction of that."""
    time.sleep(1.1)  # a new second of the refusal log's rate limit, after the parser refusals
    sock = connect()
    sock.settimeout(30)
    head = request_bytes("POST", "/forms/login", {"Content-Type": "application/json", "Transfer-Encoding": "chunked"})
    head = head.replace(b"Content-Length: 0\r\n", b"")
    before, started = cpu_seconds(), time.monotonic()
    try:
        sock.sendall(head + b"1\r\nx\r\n" * 1_000_000 + b"0\r\n\r\n")
    except OSError:
        pass  # cut past the linger bound: the answer was sent before
    status, _, body, _ = Reader(sock).answer()
    elapsed, cpu = time.monotonic() - started, cpu_seconds() - before
    sock.close()
    time.sleep(0.2)
    with open(LOG, encoding="utf-8", errors="replace") as log:
        logged = "pieces (chunks or reads)" in log.read()
    if status_code(status) == 400 and b"pieces" in body and logged and cpu < 1.0:
        ok("many-chunks", f"a million one-byte chunks: 400 after {elapsed:.2f} s, {cpu:.2f} s of server CPU, logged")
    else:
        fail("many-chunks", f"{status!r} after {elapsed:.2f} s, {cpu:.2f} s of server CPU, logged {logged}: {body[:120]!r}")


def long_keys_body():
    """A request of 250 unknown keys with long names, and the size of its answer: a large answer
    for little work; pipelined, enough of them fill the socket buffers whatever one answer's size."""
    body = ("{" + ",".join(f'"{i:06d}-' + "x" * 56 + '":0' for i in range(250)) + "}").encode()
    _, _, answer, _ = exchange("POST", "/forms/login", {"Content-Type": "application/json"}, body)
    return body, len(answer)


def check_slow_readers():
    """Clients that send requests and never read the answers: each connection may hold one
    answer unsent, and is closed after the send timeout."""
    body, answer_bytes = long_keys_body()
    headers = {"Content-Type": "application/json"}
    pipelined = -(-SLOW_READER_UNSENT_BYTES // max(answer_bytes, 1))
    requests = request_bytes("POST", "/forms/login", headers, body) * pipelined
    marker = "closed a connection whose client read nothing"
    already = open(LOG, encoding="utf-8", errors="replace").read().count(marker)
    before = rss_mib()
    sockets = []
    for _ in range(SLOW_READERS):
        # A small receive buffer: the client takes almost nothing of its answers.
        sock = connect(receive_buffer=4096)
        sockets.append(sock)
        # The server stops reading once it cannot send; the rest of the requests wait here.
        threading.Thread(target=lambda sock=sock: _send_quietly(sock, requests), daemon=True).start()
    peak, health_worst = before, 0.0
    deadline = time.monotonic() + SEND_TIMEOUT + 30
    closed = 0
    while time.monotonic() < deadline:
        peak = max(peak, rss_mib())
        started = time.monotonic()
        status, _, _, _ = exchange("GET", "/health")
        health_worst = max(health_worst, time.monotonic() - started)
        if status_code(status) != 200:
            return fail("slow-readers", f"/health answered {status} while slow readers wait")
        closed = open(LOG, encoding="utf-8", errors="replace").read().count(marker) - already
        if closed >= SLOW_READERS:
            break
        time.sleep(0.1)
    ended = sum(1 for sock in sockets if Reader(sock).closed_within(5))
    for sock in sockets:
        sock.close()
    after = rss_mib()
    growth = peak - before
    figure = (f"{SLOW_READERS} clients sent {pipelined} requests each ({answer_bytes}-byte answers) and read nothing: RSS "
              f"{before:.0f} -> peak {peak:.0f} -> {after:.0f} MiB; {closed} closed by the {SEND_TIMEOUT:g} s send timeout; "
              f"/health worst {health_worst * 1000:.0f} ms meanwhile")
    if closed < SLOW_READERS or ended < SLOW_READERS:
        return fail("slow-readers", figure + f"; {ended} seen closed")
    if growth > MAX_SLOW_READERS_RSS_GROWTH_MIB:
        return fail("slow-readers", figure + f"; growth over MAX_SLOW_READERS_RSS_GROWTH_MIB={MAX_SLOW_READERS_RSS_GROWTH_MIB}")
    ok("slow-readers", figure)


def _send_quietly(sock, data):
    try:
        sock.sendall(data)
    except OSError:
        pass


def check_drain():
    """SIGTERM while answers are being written: every answer begun is finished, each connection
    closes after a complete answer (requests pipelined behind it are left unanswered, as HTTP/1.1
    allows), and nothing is cut."""
    body, answer_bytes = long_keys_body()
    pipelined = -(-(SLOW_READER_UNSENT_BYTES // 2) // max(answer_bytes, 1))
    requests = request_bytes("POST", "/forms/login", {"Content-Type": "application/json"}, body) * pipelined
    idle = []
    for _ in range(4):
        sock = connect()
        sock.sendall(request_bytes("GET", "/health"))
        Reader(sock).answer()
        idle.append(sock)
    busy = []
    for _ in range(DRAIN_CLIENTS):
        # The clients read nothing until the signal: their answers fill the socket buffers and are
        # still being written when it comes.
        sock = connect(receive_buffer=4096)
        threading.Thread(target=lambda sock=sock: _send_quietly(sock, requests), daemon=True).start()
        busy.append(sock)
    time.sleep(2)
    started = time.monotonic()
    os.kill(PID, signal.SIGTERM)
    exited = []

    def watch():
        while time.monotonic() - started < 60:
            try:
                os.kill(PID, 0)
            except ProcessLookupError:
                exited.append(time.monotonic() - started)
                return
            time.sleep(0.02)

    threading.Thread(target=watch, daemon=True).start()
    results = [None] * DRAIN_CLIENTS

    def read(index):
        reader = Reader(busy[index])
        answers = []
        while True:
            status, headers, data, complete = reader.answer()
            if status is None:
                break
            answers.append((status_code(status), headers.get("connection"), len(data), complete))
        results[index] = answers

    threads = [threading.Thread(target=read, args=(index,)) for index in range(DRAIN_CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    idle_closed = sum(1 for sock in idle if Reader(sock).closed_within(5))
    for sock in busy + idle:
        sock.close()
    for _ in range(600):
        if exited:
            break
        time.sleep(0.05)
    log = open(LOG, encoding="utf-8", errors="replace").read()
    after_signal = log.split("shutting down", 1)[-1].count("POST /forms/") if "shutting down" in log else 0
    answered = sum(len(answers or []) for answers in results)
    partial = sum(1 for answers in results for code, _, _, complete in (answers or []) if code != 422 or not complete)
    served = sum(1 for answers in results if answers)
    figure = (f"SIGTERM with {DRAIN_CLIENTS} connections writing answers ({answer_bytes} bytes each, {pipelined} pipelined "
              f"requests per connection, reading nothing until the signal): {after_signal} requests logged after it, "
              f"{answered} received in all, {partial} cut or wrong; every connection closed after a complete answer: "
              f"{served == DRAIN_CLIENTS and partial == 0}; {idle_closed}/{len(idle)} idle connections closed; the "
              f"server exited {exited[0] if exited else float('nan'):.1f} s after the signal")
    if partial or served != DRAIN_CLIENTS or idle_closed != len(idle) or not exited:
        return fail("drain", figure)
    ok("drain", figure)


def check_grace_cut():
    """SIGTERM to a server started with a short grace period while a client reads nothing: the
    answer is cut when the period ends, and the log says so."""
    body, _ = long_keys_body()
    sock = connect(receive_buffer=4096)
    requests = request_bytes("POST", "/forms/login", {"Content-Type": "application/json"}, body) * 200
    threading.Thread(target=lambda: _send_quietly(sock, requests), daemon=True).start()
    time.sleep(1.5)
    started = time.monotonic()
    os.kill(PID, signal.SIGTERM)
    gone = False
    for _ in range(400):
        try:
            os.kill(PID, 0)
        except ProcessLookupError:
            gone = True
            break
        time.sleep(0.05)
    elapsed = time.monotonic() - started
    sock.close()
    log = open(LOG, encoding="utf-8", errors="replace").read()
    cut = [line for line in log.splitlines() if "grace period of" in line and "cut the answer" in line]
    if not gone or not cut:
        return fail("grace-cut", f"exited: {gone} after {elapsed:.1f} s; cut logged: {bool(cut)}")
    ok("grace-cut", f"a client reading nothing at SIGTERM: cut after the 1 s grace period, exit after {elapsed:.1f} s; "
       f"logged: {cut[0].split('] ', 1)[-1]}")


CHECKS = {
    "head": check_head,
    "methods": check_methods,
    "unmatched": check_unmatched,
    "http10": check_http10,
    "continue": check_continue,
    "unknown-keys": lambda: check_unknown_keys(unknown_keys_body(96_000)),
    "secrets": check_secrets,
    "broken-spec": check_broken_spec,
    "slow-readers": check_slow_readers,
    "refused-body": check_refused_body,
    "half-close": check_half_close,
    "parser-refusals": check_parser_refusals,
    "many-chunks": check_many_chunks,
    "secrets-log": check_secrets_in_log,
    "grace-cut": check_grace_cut,
    "drain": check_drain,
}

for name in sys.argv[5:]:
    try:
        CHECKS[name]()
    except Exception as error:  # a check that breaks is a failure, with what broke
        fail(name, f"{type(error).__name__}: {error}")
sys.exit(min(failures, 100))
