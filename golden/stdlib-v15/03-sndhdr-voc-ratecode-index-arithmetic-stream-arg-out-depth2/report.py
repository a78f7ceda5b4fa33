"""Describe the sample rate stored in Creative Voice (VOC) file headers."""
import io

from voc import test_voc


def voc_header(offset, ratecode, version=0x10A):
    head = b'Creative Voice File\x1a' + offset.to_bytes(2, 'little')
    head += version.to_bytes(2, 'little') + (0x1234 + version).to_bytes(2, 'little')
    pad = bytes(offset - len(head))
    block = bytes((1, 0x82, 0x1F, 0, ratecode, 0))
    return head + pad + block


def describe(name, ratecode):
    header = voc_header(26, ratecode)
    stream = io.BytesIO(header)
    info = test_voc(header, stream)
    if info is None:
        return name + ": not a VOC file"
    kind, rate, channels, frames, bits = info
    return "%s: %s %d Hz" % (name, kind, rate)


if __name__ == "__main__":
    for name, code in [("speech.voc", 156), ("music.voc", 211), ("silence.voc", 0)]:
        print(describe(name, code))
