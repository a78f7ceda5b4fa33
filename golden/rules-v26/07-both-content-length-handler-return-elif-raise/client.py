"""Fetch the body of a canned HTTP response, as a tiny client would."""
import io

from body import read_body

RAW = b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\nServer: demo\r\n\r\nhello, and more"


def parse_headers(head):
    headers = {}
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.decode("latin-1").partition(":")
        headers[name.strip().lower()] = value.strip()
    return headers


def fetch(raw):
    head, _, rest = raw.partition(b"\r\n\r\n")
    status = int(head[9:12])
    headers = parse_headers(head)
    data = read_body(io.BytesIO(rest), headers)
    print(status, len(data), "bytes")
    return data.decode()


if __name__ == "__main__":
    print(fetch(RAW))
    print(fetch(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n"))
