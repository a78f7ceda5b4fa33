"""Counting of task lines for the todo-report tool."""


def keyword_of(line):
    head = line.split(":")[0]
    return head.strip().upper()


def classify(line, strict):
    word = keyword_of(line)
    if word == "TODO":
        return "open"
    if word == "DONE":
        return "done"
    if strict:
        return "invalid"
    return "note"


def bump(stats, key, amount):
    if key not in stats:
        stats[key] = 0
    stats[key] += amount


def count_kinds(lines, stats, strict):
    for line in lines:
        kind = classify(line, strict)
        bump(stats, kind, 1)


def measure(lines, sizes):
    for line in lines:
        bump(sizes, "chars", len(line))
        bump(sizes, "lines", 1)


def analyse(lines, cfg):
    stats = {"open": 0, "done": 0}
    sizes = {}
    strict = cfg["strict"]
    count_kinds(lines, stats, strict)
    measure(lines, sizes)
    total = stats["open"] + stats["done"]
    if total == 0:
        return {"progress": 0, "sizes": sizes}
    progress = 100 * stats["done"] // total
    return {"progress": progress, "sizes": sizes, "invalid": stats.get("invalid", 0)}
