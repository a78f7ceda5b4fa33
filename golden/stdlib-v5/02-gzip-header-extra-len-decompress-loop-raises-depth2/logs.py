"""Unpack log batches that a shipper wraps in gzip members with an extra field."""
import struct
import zlib

from gzoneshot import decompress

TAG = b"LG\x00\x00"


def pack_member(payload, mtime):
    header = struct.pack("<BBBBIBB", 0x1F, 0x8B, 8, 4, mtime, 0, 255)
    extra = struct.pack("<H", len(TAG)) + TAG
    comp = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)
    body = comp.compress(payload) + comp.flush()
    trailer = struct.pack("<II", zlib.crc32(payload), len(payload))
    return header + extra + body + trailer


def unpack_logs(chunks, encoding="utf-8"):
    blob = b"".join(chunks)
    count = len(chunks)
    text = decompress(blob).decode(encoding)
    lines = text.splitlines()
    return lines, count


if __name__ == "__main__":
    first = pack_member(b"boot ok\nlink up\n", 1700000000)
    second = pack_member(b"disk 91%\n", 1700000060)
    print(unpack_logs([first, second]))
