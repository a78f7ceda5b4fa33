"""Parsing and filtering of log entries for logfilter."""

from config import LEVEL_NAMES


def level_of(word):
    if word in LEVEL_NAMES:
        return LEVEL_NAMES.index(word)
    return -1


def parse_log(lines):
    entries = []
    for line in lines:
        text = line.strip()
        if not text:
            continue
        word = text.split(" ")[0]
        entry = {"level": level_of(word), "text": text}
        entries.append(entry)
    return entries


def select(entries, cfg):
    mode = cfg["mode"]
    if mode == "strict":
        floor = cfg["min_level"]
    else:
        floor = 1
    kept = []
    skipped = 0
    for entry in entries:
        if entry["level"] < floor:
            skipped += 1
            continue
        kept.append(entry)
    if cfg["show_counts"]:
        print("skipped:", skipped)
    return kept


def count_levels(entries):
    counts = {}
    for name in LEVEL_NAMES:
        counts[name] = 0
    for entry in entries:
        if entry["level"] < 0:
            continue
        name = LEVEL_NAMES[entry["level"]]
        counts[name] += 1
    return counts
