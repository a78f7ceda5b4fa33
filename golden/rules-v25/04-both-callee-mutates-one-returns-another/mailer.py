"""Outgoing mail bodies with attachments."""
from mime import BOUNDARY, add_part


def build_body(files, encoding):
    seen = set()
    parts = []
    for name, data in files:
        if not data:
            continue
        part = add_part(seen, name, data, encoding)
        parts.append(part)
    closing = "--%s--" % BOUNDARY
    print("attached", len(seen), "files:", sorted(seen))
    return "\n".join(parts) + "\n" + closing


def send(files, binary):
    encoding = "base64" if binary else ""
    body = build_body(files, encoding)
    size = len(body)
    return "%d bytes\n%s" % (size, body)


if __name__ == "__main__":
    FILES = [("notes.txt", "hello"), ("empty.bin", ""), ("logo.png", "iVBORw0KGgo=")]
    print(send(FILES, True))
