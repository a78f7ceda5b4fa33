"""A tiny HTTP/1.0 response parser over an in-memory stream."""
import io

from reader import parse_headers, read_exact


def shorten(text, width):
    if len(text) <= width:
        return text
    return text[:width - 3] + "..."


def read_response(stream):
    status = stream.readline().decode("latin-1").strip()
    headers = parse_headers(stream)
    length = int(headers.get("content-length", "0"))
    body = read_exact(stream, length, status)
    if headers.get("content-type", "").startswith("text/"):
        body = body.decode("utf-8")
    return body


def fetch(raw):
    stream = io.BytesIO(raw)
    body = read_response(stream)
    return shorten(body, 16)


if __name__ == "__main__":
    ok = b"HTTP/1.0 200 OK\r\nContent-Length: 22\r\nContent-Type: text/plain\r\n\r\nhello world, and more!EXTRA"
    cut = b"HTTP/1.0 200 OK\r\nContent-Length: 40\r\nContent-Type: text/plain\r\n\r\nshort"
    print(fetch(ok))
    print(fetch(cut))
