"""Read a LOW:HIGH range option where each bound may be hex, binary or octal."""
from optnum import _parse_int


def read_limits(spec):
    low_text, _, high_text = spec.partition(":")
    low = _parse_int(low_text.strip() or "0")
    if not high_text:
        return low, None
    high = _parse_int(high_text.strip())
    return low, high


def describe(spec):
    low, high = read_limits(spec)
    if high is None:
        return "from %d" % low
    return "%d..%d" % (low, high)


if __name__ == "__main__":
    for spec in ["0x10:0x1F", "0b101:017", ":99", "42"]:
        print(spec, "->", describe(spec))
