"""Render the numeric part of a few tar header blocks as hex."""
from header import build_fields

ENTRIES = [("notes.txt", 1536, 1700000000), ("big.iso", 9 * 8 ** 11, -5)]


def render(entries):
    out = []
    for name, size, mtime in entries:
        stamp = mtime if mtime >= 0 else 0
        block = build_fields(name, size, stamp)
        out.append(block[100:].hex())
    return out


for line in render(ENTRIES):
    print(line)
