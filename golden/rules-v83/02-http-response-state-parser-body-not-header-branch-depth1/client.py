"""Fetch canned HTTP responses through a fake transport, for tests."""
from httpmsg import parse_response

RESPONSES = {"/hello": b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nX-Trace: a,\r\n b\r\n\r\nhello\r\nworld"}


def fetch(path, default=b"HTTP/1.1 404 Not Found\r\n\r\n"):
    raw = RESPONSES.get(path, default)
    status, headers, body = parse_response(raw)
    if status != 200:
        return ""
    kind = headers.get("content-type", "")
    if kind.startswith("text/"):
        return body.upper()
    return body


def main():
    for path in ["/hello", "/missing"]:
        print(path, repr(fetch(path)))


if __name__ == "__main__":
    main()
