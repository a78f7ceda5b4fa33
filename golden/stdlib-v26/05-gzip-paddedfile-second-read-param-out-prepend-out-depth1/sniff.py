"""Tell gzip members from plain blobs by peeking at their first bytes."""
import gzip
import io
from padded import _PaddedFile


def sniff(raw):
    fp = _PaddedFile(io.BytesIO(raw))
    magic = fp.read(2)
    if magic != b"\037\213":
        fp.prepend(magic)
        return "plain", fp.read(len(raw))
    flags = fp.read(2)
    return "gzip", flags


SAMPLES = [gzip.compress(b"hello", mtime=0), b"plain text"]
for blob in SAMPLES:
    kind, head = sniff(blob)
    print(kind, head)
