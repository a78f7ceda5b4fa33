"""Version strings of a package index: parsing, ranges and pre-release tags."""

PRE_TAGS = ("a", "b", "rc", "dev")
SEP = "."


def parse(text):
    head = text.split("+")[0]
    return tuple(int(part) for part in head.split(SEP) if part.isdigit())


def is_final(text, tags=PRE_TAGS):
    return not any(tag in text for tag in tags)


def bounds(spec):
    low, _, high = spec.partition(",")
    return tuple(map(int, low[2:].split("."))), tuple(map(int, high[1:].split(".")))


def listed(index, name):
    return sorted(set(index.get(name.lower(), [])))
