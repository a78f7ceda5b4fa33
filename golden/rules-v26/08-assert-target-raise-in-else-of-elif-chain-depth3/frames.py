"""Decode the frames of a small binary protocol and keep the records among them."""
from tlv import decode_fields

SCHEMA = {1: ("name", "str"), 2: ("age", "int"), 3: ("photo", "blob")}
RECORD = 0x10


def decode_frame(frame, schema=SCHEMA):
    kind = frame[0]
    payload = frame[1:]
    if kind != RECORD:
        print("skipping frame of kind", hex(kind))
        return None
    return decode_fields(payload, schema)


def decode_all(frames):
    out = []
    for frame in frames:
        fields = decode_frame(frame)
        if fields is not None:
            out.append(fields)
    return out


if __name__ == "__main__":
    ann = bytes([RECORD, 1, 3]) + b"Ann" + bytes([2, 1, 31, 9, 2, 0, 0])
    bob = bytes([RECORD, 1, 3]) + b"Bob" + bytes([2, 2, 1, 44])
    print(decode_all([ann, bytes([0x20, 1, 0]), bob]))
