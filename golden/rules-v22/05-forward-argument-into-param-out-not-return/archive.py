"""Members of a tar-like archive: header lines and block offsets."""

BLOCK = 512


def clean(name):
    return name.replace("\\", "/").lstrip("/")


def blocks_for(size):
    return (size + BLOCK - 1) // BLOCK


def header_for(name, size):
    safe = clean(name)
    return "%s %d" % (safe, size)


def add_member(index, name, data, offset):
    index.append(header_for(name, len(data)))
    used = blocks_for(len(data)) + 1
    return offset + used * BLOCK
