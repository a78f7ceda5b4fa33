"""Read JSON-lines log files, skipping lines that do not parse, after common log shippers."""
import json


def levels_from(name, order):
    if name not in order:
        raise ValueError("unknown level " + name)
    return set(order[order.index(name):])


def iter_records(path, levels):
    bad = 0
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            try:
                rec = json.loads(text)
            except ValueError:
                bad += 1
                continue
            if rec.get("level", "INFO") in levels:
                rec["line"] = number
                yield rec
    if bad:
        print(path, "had", bad, "unreadable lines")
