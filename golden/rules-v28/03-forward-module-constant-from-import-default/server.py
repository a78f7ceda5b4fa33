"""A tiny upload handler built on the shared limits."""
import io

import limits
from limits import MAX_BODY


def read_body(stream, length, cap=MAX_BODY):
    if length > cap:
        raise ValueError("body of %d bytes exceeds %d" % (length, cap))
    data = stream.read(length)
    return data


def read_header(stream, cap=limits.MAX_HEADER):
    line = stream.readline(cap + 1)
    if len(line) > cap:
        raise ValueError("header line too long")
    return line.rstrip(b"\r\n")


def parts(data):
    size = limits.MAX_PART
    chunks = []
    for start in range(0, len(data), size):
        chunks.append(data[start:start + size])
    return chunks


if __name__ == "__main__":
    stream = io.BytesIO(b"Content-Length: 40000\r\n" + b"x" * 40000)
    header = read_header(stream)
    length = int(header.split(b":")[1])
    body = read_body(stream, length)
    print(limits.describe())
    print(header.decode(), "->", len(parts(body)), "parts")
