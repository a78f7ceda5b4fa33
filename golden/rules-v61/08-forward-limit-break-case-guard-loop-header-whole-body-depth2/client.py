"""Split a raw HTTP response into its status, headers and body."""
from httpheaders import fold_name, read_headers

LIMIT = 100


def parse_response(text, limit=LIMIT):
    head, _, body = text.partition("\r\n\r\n")
    status, *rest = head.split("\r\n")
    headers, problems = read_headers(rest + [""], limit)
    length = int(headers.get("content-length", len(body)))
    ok = not problems
    return status, headers, body[:length], ok


def header_names(text):
    names = []
    for line in text.partition("\r\n\r\n")[0].split("\r\n")[1:]:
        names.append(fold_name(line.partition(":")[0]))
    return names


if __name__ == "__main__":
    raw = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nX-Trace abc\r\nContent-Length: 5\r\n\r\nhello, world"
    print(parse_response(raw))
    print(parse_response(raw, 1))
    print(header_names(raw))
