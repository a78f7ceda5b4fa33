"""Response body encoders, with brotli when it is installed."""
import gzip

try:
    import brotli
except ImportError:
    brotli = None

DEFAULT_LEVEL = 6
HAVE_BROTLI = brotli is not None
ENCODINGS = ["br", "gzip"] if HAVE_BROTLI else ["gzip"]


def gzip_body(data, level=DEFAULT_LEVEL):
    return gzip.compress(data, compresslevel=level)


def brotli_body(data):
    return brotli.compress(data)


def choose(accept):
    offered = [part.split(";")[0].strip() for part in accept.split(",")]
    for name in ENCODINGS:
        if name in offered:
            return name
    return "identity"


def encode(data, accept):
    name = choose(accept)
    if name == "br":
        return name, brotli_body(data)
    if name == "gzip":
        return name, gzip_body(data)
    return name, data


if __name__ == "__main__":
    label, body = encode(b"x" * 500, "br, gzip;q=0.5")
    print(label, len(body))
