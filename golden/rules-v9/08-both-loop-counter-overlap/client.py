"""A minimal HTTP/1.1 response reader."""
from headers import parse_headers


def read_response(sock, strict=False):
    fp = sock.makefile("rb")
    status_line = fp.readline()
    version, code, reason = status_line.decode("ascii").split(" ", 2)
    headers = parse_headers(fp, strict)
    length = int(headers.get("Content-Length", 0))
    body = fp.read(length)
    fp.close()
    return int(code), headers, body
