"""Magic numbers of the archive formats a package index accepts."""

MAGIC = {"zip": b"PK\x03\x04", "gzip": b"\x1f\x8b"}
HEADER_SIZE = 8


def signature(kind):
    if kind not in MAGIC:
        raise LookupError(kind)
    return MAGIC[kind]


def read_header(handle, size=HEADER_SIZE):
    data = handle.read(size)
    return data


def declared_size(header):
    return int.from_bytes(header[4:8], "little")
