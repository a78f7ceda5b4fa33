"""Summarise uncovered line ranges per file, coverage-report style."""
from misc_cut import nice_pair, plural


def describe(ranges, name):
    parts = []
    count = 0
    for pair in ranges:
        parts.append(nice_pair(pair))
        count += 1
    word = plural(count, "range")
    return f"{name}: {count} missing {word}: " + ", ".join(parts)


def summarize(files):
    lines = []
    total = 0
    for name, ranges in sorted(files.items()):
        if not ranges:
            continue
        lines.append(describe(ranges, name))
        total += len(ranges)
    lines.append(f"{total} {plural(total, 'range')} in {len(lines)} {plural(len(lines), 'file')}")
    return lines


MISSING = {
    "app.py": [(3, 3), (10, 14)],
    "util.py": [],
    "cli.py": [(7, 9), (21, 21), (30, 31)],
}
for text in summarize(MISSING):
    print(text)
