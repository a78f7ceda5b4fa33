"""Drop unwanted extra fields from local headers before repacking."""
import struct

from zipextra import _strip_extra

ZIP64_ID = 0x0001
UNIX_IDS = (0x5455, 0x7875)


def field(xid, data):
    return struct.pack("<HH", xid, len(data)) + data


def clean_extra(extra, drop_zip64):
    xids = UNIX_IDS
    if drop_zip64:
        xids = xids + (ZIP64_ID,)
    stripped = _strip_extra(extra, xids)
    if len(stripped) % 4:
        raise ValueError("extra field cut short: %d bytes left" % len(stripped))
    return stripped


def clean_all(headers):
    total = 0
    for name, extra in headers:
        stripped = clean_extra(extra, name.endswith(".bin"))
        total += len(extra) - len(stripped)
    return total


if __name__ == "__main__":
    ut = field(0x5455, b"\x03" + struct.pack("<I", 1700000000))
    z64 = field(ZIP64_ID, struct.pack("<Q", 5))
    print(clean_all([("a.txt", ut + z64), ("b.bin", z64 + ut), ("c.txt", z64)]))
