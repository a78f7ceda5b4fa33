from entries import level_of, duration_of


def scan(lines, stop_word):
    errors = 0
    warnings = 0
    slowest = 0
    seen = 0
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        if line == stop_word:
            break
        seen += 1
        level = level_of(line)
        millis = duration_of(line)
        if level == "WARN":
            warnings += 1
        if level != "ERROR":
            continue
        errors += 1
        if millis > slowest:
            slowest = millis
    print("errors:", errors, "warnings:", warnings)
    return slowest


def describe(text):
    count = len(text)
    return "%d characters" % count
