"""Read KEY=VALUE lines of an env file, after python-dotenv."""

COMMENT = "#"


def unquote(text):
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1]
    return text


def iter_vars(lines, upper):
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line or line.startswith(COMMENT):
            continue
        name, sep, value = line.partition("=")
        if not sep:
            print("line %d: no '=' in %r" % (number, line))
            continue
        key = name.strip().upper() if upper else name.strip()
        yield key, unquote(value.strip())
