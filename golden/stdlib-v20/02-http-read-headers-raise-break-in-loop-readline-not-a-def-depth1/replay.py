"""Replay captured HTTP exchanges through the verbatim http.client header reader."""
import io

from httpcut import _encode, _read_headers


def request_bytes(method, path, host):
    return _encode("%s %s HTTP/1.1\r\nHost: %s\r\n\r\n" % (method, path, host), "request")


def split_response(raw):
    fp = io.BytesIO(raw)
    status = fp.readline()
    headers = _read_headers(fp)
    return status.strip(), len(headers) - 1, fp.read()


def trailers(chunks):
    fp = io.BytesIO(chunks)
    sizes = []
    size = int(fp.readline(), 16)
    while size:
        sizes.append(size)
        fp.read(size + 2)
        size = int(fp.readline(), 16)
    return sizes, _read_headers(fp)


if __name__ == "__main__":
    print(request_bytes("GET", "/status", "example.org"))
    print(split_response(b"HTTP/1.1 200 OK\r\nServer: demo\r\nContent-Length: 2\r\n\r\nok"))
    print(trailers(b"2\r\nok\r\n3\r\nabc\r\n0\r\nX-Checksum: 1f\r\n\r\n"))
