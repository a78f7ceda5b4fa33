"""Split mailcap-style entries into their key and the rest of the line."""
from mcfield import parsefield


def split_entry(line):
    line = line.strip()
    n = len(line)
    key, end = parsefield(line, 0, n)
    rest = line[end + 1:].strip()
    return key, rest


def first_field(line):
    field, _ = parsefield(line, 0, len(line))
    return field


def load(text):
    table = {}
    for raw in text.splitlines():
        if not raw or raw.startswith("#"):
            continue
        key, rest = split_entry(raw)
        table[key] = rest
    return table


SAMPLE = "# viewers\nimage/png; feh %s\ntext/x-c\\; v2; less %s; needsterminal\n"
TABLE = load(SAMPLE)
HEAD = first_field("text/plain; more %s")
for mime in sorted(TABLE):
    print(mime, "->", TABLE[mime])
print(HEAD)
