"""Drain chunks with a walrus in the while condition."""


def drain(buf, size):
    out = []
    reads = 0
    while (chunk := buf[:size]):
        reads += 1
        out.append(chunk.upper())
        buf = buf[size:]
    return out, reads


print(drain("abcdefg", 3))
