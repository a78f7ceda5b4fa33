"""Reading of HTTP/1.1 message headers, after http.client.parse_headers."""
import email.parser

MAX_LINE = 65536
MAX_HEADERS = 100


def read_header_lines(fp, max_headers=MAX_HEADERS):
    lines = []
    count = 0
    while True:
        line = fp.readline(MAX_LINE + 1)
        if len(line) > MAX_LINE:
            raise ValueError("header line too long")
        count += 1
        if count > max_headers:
            raise ValueError("got more than %d headers" % max_headers)
        if line in (b"\r\n", b"\n", b""):
            break
        lines.append(line)
    return lines


def parse_headers(fp, strict=False):
    limit = 20 if strict else MAX_HEADERS
    lines = read_header_lines(fp, limit)
    text = b"".join(lines).decode("iso-8859-1")
    return email.parser.Parser().parsestr(text)
