"""File type helpers for an image pipeline."""

FORMATS = ("jpg", "jpeg", "png", "gif", "webp")
LOSSY = ("jpg", "webp")
MAX_SIZE = 1024


def encoder_ext(fmt, quality):
    if fmt in LOSSY and quality < 50:
        print("imgutil: low quality %d for %s" % (quality, fmt))
    if fmt == "jpeg":
        return "jpg"
    if fmt == "gif":
        return "png"
    return fmt


def output_ext(path, quality):
    name = path.rsplit("/", 1)[-1]
    if "." not in name:
        return None
    fmt = name.rsplit(".", 1)[1].lower()
    if fmt not in FORMATS:
        return None
    return encoder_ext(fmt, quality)


def usable_sizes(sizes):
    return sorted(size for size in set(sizes) if 0 < size <= MAX_SIZE)
