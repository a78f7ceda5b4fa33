"""Parse key = value settings, skipping comments and junk."""
import re

ENTRY = re.compile(r"^(?P<key>[a-z_]+)\s*=\s*(?P<value>.*)$")
COMMENT = re.compile(r"\s*#.*$")
DEFAULTS = {"port": "8080", "host": "localhost"}


def parse_line(line, origin):
    text = COMMENT.sub("", line)
    m = ENTRY.match(text)
    if m is None:
        print("ignored", origin)
        return None
    fields = m.groupdict()
    return fields["key"], fields["value"]


def load(lines):
    settings = dict(DEFAULTS)
    for number, line in enumerate(lines, 1):
        where = "line %d" % number
        pair = parse_line(line, where)
        if pair is None:
            continue
        key, value = pair
        settings[key] = value
    return settings


def is_setting(text):
    probe = text.strip()
    return parse_line(probe, "probe") is not None


RAW = [
    "# server settings",
    "port = 9000",
    "name=demo  # shown in banner",
    "???",
]
config = load(RAW)
print(config)
print(is_setting("  host = example.org "))
