"""key=value settings parsing, sharing the field separator."""

from .csvfmt import SEP

PAIR = "="


def parse(text):
    record = {}
    for chunk in text.split(SEP):
        if PAIR not in chunk:
            continue
        key, value = chunk.split(PAIR, 1)
        record[key.strip()] = value.strip()
    return record


def dump(record):
    parts = []
    for key in sorted(record):
        parts.append(key + PAIR + record[key])
    return SEP.join(parts)
