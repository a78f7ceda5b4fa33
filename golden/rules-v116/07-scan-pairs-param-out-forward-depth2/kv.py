"""key=value scanning for audit lines."""
import re

PAIR = re.compile(r'(\w+)=("[^"]*"|\S+)')


def has_pairs(text):
    return PAIR.search(text) is not None


def scan_pairs(text, into, prefix):
    for m in PAIR.finditer(text):
        key = m.group(1)
        if key.startswith("_"):
            continue
        value = m.group(2).strip('"')
        into[prefix + key] = value
    print(f"{prefix}* -> {len(into)} fields")


def shorten(value, width=12):
    text = str(value)
    return text if len(text) <= width else text[: width - 1] + "~"


def render(record):
    keys = sorted(record)
    return ", ".join(f"{k}={shorten(record[k])}" for k in keys)
