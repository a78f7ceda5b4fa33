"""Split a raw HTTP response into status code, header fields and body."""
from headers import read_headers


def parse_response(text, options):
    lines = text.split("\n")
    version, code, reason = lines[0].split(" ", 2)
    limit = options.get("max_headers", 100)
    fields = read_headers(lines[1:], limit, True)
    if len(fields) >= limit:
        return int(code), fields, ""
    start = len(fields) + 2
    print(version, code, reason)
    body = "\n".join(lines[start:])
    return int(code), fields, body


def status_line(text, options):
    code, fields, body = parse_response(text, options)
    kind = fields.get("content-type", "?")
    return "%d %s, %d bytes" % (code, kind, len(body))


if __name__ == "__main__":
    RAW = "HTTP/1.1 200 OK\nContent-Type: text/plain\nServer: demo\n\nhello world"
    print(status_line(RAW, {}))
    print(status_line(RAW, {"max_headers": 1}))
