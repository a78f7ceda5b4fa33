"""Short, case-insensitive identifiers for stored files and sequence numbers."""
import hashlib

from base64_b32 import b32encode, b32hexencode

PREFIX = "f-"


def file_id(content):
    digest = hashlib.sha1(content).digest()
    token = b32encode(digest[:10]).decode("ascii")
    size = len(content)
    label = PREFIX + token.lower()
    return label, size


def sortable_key(counter, width=5):
    raw = counter.to_bytes(width, "big")
    key = b32hexencode(raw)
    if not key.endswith(b"="):
        return key.decode("ascii")
    trimmed = key.rstrip(b"=")
    return trimmed.decode("ascii")


if __name__ == "__main__":
    print(file_id(b"quarterly report.pdf"))
    print(sortable_key(1000))
    print(sortable_key(7, width=3))
