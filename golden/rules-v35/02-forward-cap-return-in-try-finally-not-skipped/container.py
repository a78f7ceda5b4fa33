"""List the chunks of a RIFF-style container, skipping the oversized ones."""
import io

from chunks import read_chunk


def list_chunks(blob, max_kb):
    stream = io.BytesIO(blob)
    cap = max_kb * 1024
    names = []
    sizes = {}
    while True:
        chunk = read_chunk(stream, cap)
        if chunk is None:
            break
        name, data = chunk
        names.append(name)
        sizes[name] = len(data)
    return names, sizes


def build(parts):
    out = b""
    for name, data in parts:
        out += name.encode("ascii") + len(data).to_bytes(4, "little") + data + b"\0" * (len(data) % 2)
    return out


if __name__ == "__main__":
    blob = build([("fmt ", b"abcde"), ("data", b"x" * 3001), ("LIST", b"info")])
    print(list_chunks(blob, 1))
