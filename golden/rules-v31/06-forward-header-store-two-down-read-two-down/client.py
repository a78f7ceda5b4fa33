"""A small HTTP client that signs its requests once the user has logged in."""
import hashlib

import headers


def _format_header(name, value):
    return "%s: %s" % (name, value)


def request_text(path, hdrs):
    lines = ["GET %s HTTP/1.1" % path]
    for name in sorted(hdrs):
        lines.append(_format_header(name, hdrs[name]))
    return "\r\n".join(lines)


def fetch(path, extra):
    hdrs = headers.build_headers(extra)
    return request_text(path, hdrs)


def authorize(token):
    headers.set_header("authorization", "Bearer " + token)


def session(user, secret, paths):
    token = hashlib.sha256((user + ":" + secret).encode()).hexdigest()[:16]
    probe = fetch("/health", {})
    authorize(token)
    pages = []
    for path in paths:
        pages.append(fetch(path, {"Accept": "text/html"}))
    print(probe.splitlines()[0], "-", headers.built_count(), "requests built")
    return pages


if __name__ == "__main__":
    PAGES = session("ada", "s3cret", ["/", "/inbox"])
    print("\n\n".join(PAGES))
