"""Read recorded HTTP/1.1 responses whose bodies use the chunked transfer coding."""
from chunked import decode

MAX_BODY = 4096


def read_response(raw, limit):
    head, _, rest = raw.partition("\r\n\r\n")
    status = head.split("\r\n")[0]
    lines = rest.split("\r\n")
    body = decode(lines, limit)
    print(status, len(body))
    return body


def fetch_all(responses, strict):
    limit = 16 if strict else MAX_BODY
    bodies = []
    for raw in responses:
        bodies.append(read_response(raw, limit))
    return bodies


if __name__ == "__main__":
    sample = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nWiki\r\n6;lang=en\r\npedia \r\n9\r\nin chunks\r\n0\r\n\r\n"
    print(fetch_all([sample], False))
