"""Chunks of a RIFF-style container: a 4-byte id, a 4-byte little-endian size, the data, a pad byte."""

HEAD = 8


def read_chunk(stream, limit):
    start = stream.tell()
    head = stream.read(HEAD)
    if len(head) < HEAD:
        return None
    name = head[:4].decode("ascii")
    size = int.from_bytes(head[4:], "little")
    try:
        if size > limit:
            stream.seek(size, 1)
            print("skipped", name, "at", start)
            return name, b""
        data = stream.read(size)
        if len(data) < size:
            return None
    finally:
        if stream.tell() % 2:
            stream.seek(1, 1)
    print("read", name, len(data))
    return name, data
