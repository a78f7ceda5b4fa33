"""A minimal blocking HTTP response reader."""
from httpheaders import parse_header_block


class Response:
    def __init__(self, status, headers, body):
        self.status = status
        self.headers = headers
        self.body = body


def read_head(stream):
    lines = []
    line = stream.readline()
    while line and line not in (b"\r\n", b"\n"):
        lines.append(line.decode("latin-1"))
        line = stream.readline()
    return "".join(lines)


def read_response(stream):
    status_line = stream.readline().decode("latin-1")
    version, code, reason = status_line.split(" ", 2)
    head = read_head(stream)
    headers, count = parse_header_block(head)
    length = int(headers.get("Content-Length", ["0"])[0])
    body = stream.read(length)
    return Response(int(code), headers, body)
