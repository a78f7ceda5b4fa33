"""Filter structured log records by severity."""

LEVELS = {"debug": 10, "info": 20, "warning": 30, "error": 40}


def parse_record(line):
    stamp, level, text = line.split(" ", 2)
    return {"stamp": stamp, "level": LEVELS.get(level.lower(), 0), "text": text}


def at_least(lines, threshold, tally):
    for line in lines:
        if not line.strip():
            continue
        rec = parse_record(line)
        if rec["level"] >= threshold:
            yield rec
        tally[rec["level"]] = tally.get(rec["level"], 0) + 1
    tally["lines"] = len(lines)
