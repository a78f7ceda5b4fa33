"""Pieces of a multipart message body."""

BOUNDARY = "=====part====="


def content_type(name):
    if name.endswith(".txt"):
        return "text/plain"
    return "application/octet-stream"


def add_part(seen, name, data, encoding):
    seen.add(name)
    kind = content_type(name)
    head = "--%s\nContent-Type: %s" % (BOUNDARY, kind)
    if encoding:
        head = head + "\nContent-Transfer-Encoding: " + encoding
    return head + "\n\n" + data
