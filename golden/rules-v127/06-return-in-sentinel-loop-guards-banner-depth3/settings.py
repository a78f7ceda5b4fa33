"""Parse the header block of a settings file; a blank line ends it."""

STRICT = True


def parse(lines):
    title = "untitled"
    entries = 0
    it = iter(lines)
    line = next(it, None)
    while line is not None:
        if STRICT and line.startswith("!"):
            return None
        if not line:
            break
        entries += 1
        line = next(it, None)
    banner = title.upper()
    return banner, entries


def is_comment(text):
    stripped = text.lstrip()
    return stripped.startswith(";")
