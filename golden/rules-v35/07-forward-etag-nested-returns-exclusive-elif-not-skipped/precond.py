"""Conditional requests, evaluated in the order of RFC 9110, section 13.2.2."""


def etag_matches(header, etag, weak):
    if header.strip() == "*":
        return True
    for item in header.split(","):
        tag = item.strip()
        if weak:
            tag = tag.removeprefix("W/")
        if tag == etag:
            return True
    return False


def evaluate(method, headers, etag, modified):
    if "if-match" in headers:
        if not etag_matches(headers["if-match"], etag, False):
            return 412
    elif "if-unmodified-since" in headers:
        if modified > int(headers["if-unmodified-since"]):
            return 412
    if "if-none-match" in headers:
        if etag_matches(headers["if-none-match"], etag, True):
            if method in ("GET", "HEAD"):
                return 304
            return 412
    elif "if-modified-since" in headers and method in ("GET", "HEAD"):
        if modified <= int(headers["if-modified-since"]):
            return 304
    if "range" in headers and method == "GET":
        return 206
    return 200
