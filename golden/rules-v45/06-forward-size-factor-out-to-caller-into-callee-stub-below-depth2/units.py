"""Human-readable sizes for server configuration."""

UNITS = {"k": 1024, "m": 1024 ** 2, "g": 1024 ** 3}
BLOCK = 4096
MAX_CHUNK = 1024 ** 2


def parse_size(text):
    text = text.strip().lower()
    suffix = text[-1:]
    factor = UNITS.get(suffix, 1)
    if suffix in UNITS:
        text = text[:-1]
    return int(float(text) * factor)


def align(value, block, limit):
    if value > limit:
        print("units: chunk of %d bytes is above the limit %d" % (value, limit))
    rounded = (value + block - 1) // block * block
    return max(rounded, block)


def chunk_size(chunk, limit):
    size = align(chunk, BLOCK, limit)
    if size > MAX_CHUNK:
        size = MAX_CHUNK
    return size
