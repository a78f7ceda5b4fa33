"""Parse `key = value` lines of a small settings format."""
from errors import ParseError


def parse_pair(line, lineno):
    parts = line.split("=", 1)
    if len(parts) != 2:
        raise ParseError(lineno, "missing '='")
    key = parts[0].strip().lower()
    if not key:
        raise ParseError(lineno, "empty key")
    value = parts[1].strip()
    if value.startswith('"') and value.endswith('"'):
        value = value[1:-1]
    return key, value


def read_pairs(lines):
    pairs = {}
    lineno = 0
    for raw in lines:
        lineno += 1
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            key, value = parse_pair(line, lineno)
        except ParseError as err:
            print(f"skipped line {err.lineno}: {err.message}")
            continue
        pairs[key] = value
    return pairs
