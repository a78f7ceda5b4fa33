"""Drop volatile extra fields from zip headers before comparing two archives."""
import struct

from zip_extra import _strip_extra

EXTENDED_TIMESTAMP = 0x5455
UNIX_OWNER = 0x7875
VOLATILE = (EXTENDED_TIMESTAMP, UNIX_OWNER)


def field(xid, payload):
    return struct.pack('<HH', xid, len(payload)) + payload


def stable_extra(extra, keep_owner):
    drop = VOLATILE
    if keep_owner:
        drop = (EXTENDED_TIMESTAMP,)
    size = len(extra)
    cleaned = _strip_extra(extra, drop)
    saved = size - len(cleaned)
    return cleaned, saved


if __name__ == "__main__":
    stamp = field(EXTENDED_TIMESTAMP, b"\x01\x00\x00\x00\x00")
    zip64 = field(0x0001, b"\x00" * 8)
    owner = field(UNIX_OWNER, b"\x01\x04\xe8\x03\x00\x00")
    print(stable_extra(stamp + zip64 + owner, False))
    print(stable_extra(stamp + zip64 + owner, True))
    print(stable_extra(zip64, False))
