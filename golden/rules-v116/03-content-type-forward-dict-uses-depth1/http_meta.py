"""Content-type and length extraction from raw HTTP headers."""
import re

CONTENT_TYPE = re.compile(r"^content-type:\s*([\w/+.-]+)(?:;\s*charset=([\w-]+))?", re.I | re.M)
LENGTH = re.compile(r"^content-length:\s*(\d+)", re.I | re.M)


def normalize(token):
    cleaned = token.strip().lower()
    if not cleaned:
        return "unknown"
    return cleaned.replace("_", "-")


def describe(head):
    info = {"length": 0}
    m = CONTENT_TYPE.search(head)
    if m is None:
        return info
    kind = m.group(1)
    charset = normalize(m.group(2) or "utf-8")
    info["type"] = normalize(kind)
    info["charset"] = charset
    size = LENGTH.search(head)
    if size:
        info["length"] = int(size.group(1))
    return info
