"""Compressed JSON record encoding."""
import json
import zlib


def decode(blob, magic=b"REC1"):
    if not blob.startswith(magic):
        raise ValueError("not a record")
    payload = zlib.decompress(blob[len(magic):])
    return json.loads(payload.decode("utf-8"))


def encode(record, magic=b"REC1"):
    payload = json.dumps(record, sort_keys=True).encode("utf-8")
    return magic + zlib.compress(payload)
