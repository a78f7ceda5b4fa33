"""Read buffer sizes such as "0x400, 0b1000, 017, 4_096" from a config value."""
from optnum import _parse_int

LIMIT = 1 << 20


def parse_size(text):
    cleaned = text.strip().replace("_", "")
    value = _parse_int(cleaned)
    if value > LIMIT:
        raise ValueError("size %s is over the limit" % cleaned)
    return value


def parse_sizes(spec):
    sizes = []
    names = []
    for item in spec.split(","):
        size = parse_size(item)
        sizes.append(size)
        names.append(item.strip())
    table = dict(zip(names, sizes))
    return table, max(sizes)


if __name__ == "__main__":
    print(parse_sizes("0x400, 0b1000, 017, 4_096"))
