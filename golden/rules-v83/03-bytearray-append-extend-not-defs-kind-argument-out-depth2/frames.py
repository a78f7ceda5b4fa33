"""Length-prefixed binary frames for a small chat protocol."""

VERSION = 1


def encode_frame(kind, text, encoding="utf-8"):
    payload = text.encode(encoding)
    header = bytearray()
    header.append(VERSION)
    header.append(kind)
    header.extend(len(payload).to_bytes(2, "big"))
    frame = bytes(header) + payload
    return frame


def decode_frame(frame):
    kind = frame[1]
    size = int.from_bytes(frame[2:4], "big")
    text = frame[4:4 + size].decode("utf-8")
    return kind, text
