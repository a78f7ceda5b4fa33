"""Percent-encoding in the style of urllib.parse.quote."""

ALWAYS_SAFE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-~"


def _escape(ch):
    return "%%%02X" % ord(ch)


def quote(text, safe):
    allowed = ALWAYS_SAFE + safe
    out = []
    for ch in text:
        if ch in allowed:
            out.append(ch)
        else:
            out.append(_escape(ch))
    return "".join(out)


def quote_path(path):
    return quote(path, "/")


def quote_query(query):
    cleaned = query.strip("&")
    return quote(cleaned, "=&")
