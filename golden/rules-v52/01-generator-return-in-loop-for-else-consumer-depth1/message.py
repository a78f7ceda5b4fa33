"""Content negotiation helpers for parsed messages."""
from headers import iter_headers

DEFAULT_TYPE = "text/plain"


def content_type(lines, mode):
    strict = mode != "lenient"
    wanted = "content-type"
    for name, value in iter_headers(lines, strict):
        if name == wanted:
            found = value
            break
    else:
        found = DEFAULT_TYPE
    kind = found.split(";")[0].strip()
    return kind


def header_names(lines):
    return [name for name, _ in iter_headers(lines, True)]


if __name__ == "__main__":
    message = ["Host: example.org\r\n", "Content-Type: text/html; charset=utf-8\r\n", "\r\n", "<p>hi</p>"]
    print(content_type(message, "lenient"))
    print(header_names(message))
