"""Helpers that pick apart one log entry."""


def level_of(line):
    head = line.split(" ", 1)[0]
    if head in ("DEBUG", "INFO", "WARN", "ERROR"):
        return head
    return "INFO"


def duration_of(line):
    tail = line.rsplit(" ", 1)[-1]
    if tail.endswith("ms"):
        return int(tail[:-2])
    return 0


def load(text):
    rows = []
    for chunk in text.split(";"):
        rows.append(chunk)
    return rows


def first_level(text):
    return level_of(text.strip())
