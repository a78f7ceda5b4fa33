"""Text streams that choose their codec by name, after io.TextIOWrapper."""
from registry import CODECS, resolve


class StreamReader:
    def __init__(self, stream, encoding, strict=False):
        self.stream = stream
        self.codec = resolve(encoding, CODECS, strict)
        self.errors = "strict" if strict else "replace"

    def read(self):
        data = self.stream.read()
        return data.decode(self.codec, self.errors)


def open_text(path, encoding="utf8"):
    fh = open(path, "rb")
    return StreamReader(fh, encoding)
