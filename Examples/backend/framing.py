"""Where each request ends, as the server reads it, against h11 (an independent HTTP/1.1 parser).

    python3 framing.py BASE [STREAMS] [SEED]

Generates STREAMS (default 400) pipelined streams of one to four requests, seeded (default 1),
from valid requests and ambiguous or malformed ones: Content-Length beside Transfer-Encoding,
two lengths, other transfer codings, folded or bare-LF lines, NULs, bare CRs, HTTP/1.0, chunk
extensions and trailers, a body longer than its length. Each stream ends with a request that
closes the connection. Each request names itself (GET /probe-N answers a 404 naming its path;
POST /forms/login with {"zN": 1} answers a 422 naming /zN), so the answers say which requests
the server read, in order. h11 reads the same bytes.

A proxy in front and the server must never disagree on where a request ends (request
smuggling). So for every stream, the requests the server answered must be the requests h11
reads, in the same order, up to the point where one of them refuses the stream. The server may
refuse earlier: it is stricter than h11 on folded lines, bare LFs and Content-Length beside
Transfer-Encoding. But where it stops it must answer a 400 or close, never answer a request h11
did not read. Exit status 1 on any stream where the server read a request h11 did not, or read
them in another order.
"""

import random
import re
import socket
import sys

import h11

BASE = sys.argv[1]
STREAMS = int(sys.argv[2]) if len(sys.argv) > 2 else 400
SEED = int(sys.argv[3]) if len(sys.argv) > 3 else 1
HOST, PORT = "127.0.0.1", int(BASE.rsplit(":", 1)[1])
H = b"Host: x\r\n"
JSON = b"Content-Type: application/json\r\n"


def body(n):
    return b'{"z%d": 1}' % n


def chunked(data, extension=b""):
    return b"%x%s\r\n%s\r\n0\r\n\r\n" % (len(data), extension, data)


# Each block makes the bytes of one request that names itself with n.
BLOCKS = {
    "get": lambda n: b"GET /probe-%d HTTP/1.1\r\n%s\r\n" % (n, H),
    "post length": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sContent-Length: %d\r\n\r\n%s" % (H, JSON, len(body(n)), body(n)),
    "post chunked": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sTransfer-Encoding: chunked\r\n\r\n%s" % (H, JSON, chunked(body(n))),
    "chunk extension": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sTransfer-Encoding: chunked\r\n\r\n%s" % (H, JSON, chunked(body(n), b";a=1")),
    "trailer": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sTransfer-Encoding: chunked\r\n\r\n%x\r\n%s\r\n0\r\nX-T: 1\r\n\r\n" % (H, JSON, len(body(n)), body(n)),
    "length and chunked": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n%s" % (H, JSON, chunked(body(n))),
    "chunked and length": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n%s" % (H, JSON, chunked(body(n))),
    "two lengths": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sContent-Length: %d\r\nContent-Length: 3\r\n\r\n%s" % (H, JSON, len(body(n)), body(n)),
    "two equal lengths": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sContent-Length: %d\r\nContent-Length: %d\r\n\r\n%s" % (H, JSON, len(body(n)), len(body(n)), body(n)),
    "length list": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sContent-Length: %d, %d\r\n\r\n%s" % (H, JSON, len(body(n)), len(body(n)), body(n)),
    "plus length": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sContent-Length: +%d\r\n\r\n%s" % (H, JSON, len(body(n)), body(n)),
    "gzip then chunked": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sTransfer-Encoding: gzip, chunked\r\n\r\n%s" % (H, JSON, chunked(body(n))),
    "chunked then gzip": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sTransfer-Encoding: chunked, gzip\r\n\r\n%s" % (H, JSON, chunked(body(n))),
    "Chunked": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sTransfer-Encoding: Chunked\r\n\r\n%s" % (H, JSON, chunked(body(n))),
    "space before colon": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sTransfer-Encoding : chunked\r\nContent-Length: %d\r\n\r\n%s" % (H, JSON, len(body(n)), body(n)),
    "folded line": lambda n: b"GET /probe-%d HTTP/1.1\r\n%sX-A: a\r\n b\r\n\r\n" % (n, H),
    "bare LF": lambda n: b"GET /probe-%d HTTP/1.1\nHost: x\n\n" % n,
    "NUL": lambda n: b"GET /probe-%d HTTP/1.1\r\n%sX-A: a\x00b\r\n\r\n" % (n, H),
    "bare CR": lambda n: b"GET /probe-%d HTTP/1.1\r\n%sX-A: a\rb\r\n\r\n" % (n, H),
    "HTTP/1.0 keep-alive": lambda n: b"GET /probe-%d HTTP/1.0\r\nConnection: keep-alive\r\n\r\n" % n,
    "body longer than its length": lambda n: b"POST /forms/login HTTP/1.1\r\n%s%sContent-Length: %d\r\n\r\n%sGET" % (H, JSON, len(body(n)), body(n)),
    "no Host": lambda n: b"GET /probe-%d HTTP/1.1\r\n\r\n" % n,
}
LAST = b"GET /probe-end HTTP/1.1\r\n" + H + b"Connection: close\r\n\r\n"
NAME = re.compile(rb'"/(probe-(?:\d+|end)|z\d+)"')


def h11_reads(data):
    """The names of the requests h11 reads, in order, and whether it refused the rest (an
    error), read no further (an HTTP/1.0 request: h11 closes after it), or read it all."""
    connection = h11.Connection(h11.SERVER)
    connection.receive_data(data)
    connection.receive_data(b"")
    names, target, content = [], b"", b""
    while True:
        try:
            event = connection.next_event()
        except h11.RemoteProtocolError:
            return names, True
        if event is h11.NEED_DATA or isinstance(event, h11.ConnectionClosed):
            return names, False
        if isinstance(event, h11.Request):
            target, content = event.target, b""
        elif isinstance(event, h11.Data):
            content += event.data
        elif isinstance(event, h11.EndOfMessage):
            found = NAME.search(b'"' + target + b'"') or NAME.search(content.replace(b'{"', b'"/'))
            names.append(found.group(1).decode() if found else "?")
            connection.send(h11.Response(status_code=200, headers=[("Content-Length", "0")]))
            connection.send(h11.EndOfMessage())
            if connection.our_state is h11.MUST_CLOSE or connection.their_state is h11.MUST_CLOSE:
                return names, None
            connection.start_next_cycle()


def server_reads(data):
    """The names of the requests the server answered, in order, and whether it then refused
    (a 400 about the request's framing, or a close without an answer)."""
    sock = socket.create_connection((HOST, PORT))
    sock.settimeout(10)
    try:
        sock.sendall(data)
    except OSError:
        pass  # refused and closed while sending: the answers read below say so
    received = b""
    try:
        while True:
            chunk = sock.recv(1 << 16)
            if not chunk:
                break
            received += chunk
    except ConnectionResetError:
        pass
    except socket.timeout:
        return None, False
    finally:
        sock.close()
    names = []
    while received:
        head, separator, rest = received.partition(b"\r\n\r\n")
        if not separator:
            break
        lines = head.split(b"\r\n")
        status = int(lines[0].split()[1])
        length = next((int(line.split(b":", 1)[1]) for line in lines[1:] if line.lower().startswith(b"content-length:")), 0)
        answer, received = rest[:length], rest[length:]
        if status in (400, 405, 501) and (b"bad-request" in answer or b"unreadable-body" in answer or status in (405, 501)):
            return names, True
        found = NAME.search(answer)
        names.append(found.group(1).decode() if found else f"?{status}")
    return names, True


def main():
    generator = random.Random(SEED)
    kinds = list(BLOCKS)
    same, stricter, unread_by_h11, wrong = 0, 0, 0, []
    for index in range(STREAMS):
        chosen = [generator.choice(kinds) for _ in range(generator.randint(1, 4))]
        data = b"".join(BLOCKS[kind](index * 10 + slot) for slot, kind in enumerate(chosen)) + LAST
        expected, h11_refused = h11_reads(data)
        answered, server_refused = server_reads(data)
        if answered is None:
            wrong.append(f"stream {index} {chosen}: the server neither answered nor closed within 10 s")
        elif answered == expected:
            same += 1
        elif expected[:len(answered)] == answered and server_refused:
            stricter += 1
        elif h11_refused is None and answered[:len(expected)] == expected:
            # h11 does not keep an HTTP/1.0 connection alive: it reads nothing after one, so
            # what the server read after it has nothing to be compared with.
            unread_by_h11 += 1
        else:
            wrong.append(f"stream {index} {chosen}: server read {answered}, h11 read {expected} (h11 refused the rest: {h11_refused})")
    for line in wrong[:20]:
        print("FAIL " + line)
    print(f"framing: {STREAMS} pipelined streams (seed {SEED}): {same} read the same by the server and h11, "
          f"{stricter} refused earlier by the server, {unread_by_h11} past an HTTP/1.0 keep-alive h11 does not read, "
          f"{len(wrong)} read differently")
    return 1 if wrong else 0


sys.exit(main())
