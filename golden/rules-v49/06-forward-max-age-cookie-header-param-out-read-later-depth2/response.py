"""Building raw HTTP responses, in the style of wsgiref and werkzeug's dump_cookie."""
import time

REASONS = {200: "OK", 302: "Found"}


def http_date(offset):
    stamp = time.gmtime(1700000000 + offset)
    return time.strftime("%a, %d %b %Y %H:%M:%S GMT", stamp)


def age_attr(seconds):
    if seconds <= 0:
        return "Max-Age=0"
    return "Max-Age=%d; Expires=%s" % (seconds, http_date(seconds))


def set_cookie(headers, name, value, max_age=None, secure=False):
    parts = ["%s=%s" % (name, value)]
    if max_age is not None:
        parts.append(age_attr(max_age))
    if secure:
        parts.append("Secure")
    parts.append("Path=/")
    headers.append(("Set-Cookie", "; ".join(parts)))


def add_length(headers, body):
    headers.append(("Content-Length", str(len(body.encode("utf-8")))))


def serialize(status, headers, body):
    lines = ["HTTP/1.1 %d %s" % (status, REASONS[status])]
    for name, value in headers:
        lines.append("%s: %s" % (name, value))
    return "\r\n".join(lines) + "\r\n\r\n" + body
