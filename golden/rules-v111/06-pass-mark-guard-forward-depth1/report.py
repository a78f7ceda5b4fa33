"""Formatting for the gradebook tool."""

from grades import letter


def bar(mark, width):
    filled = int(mark * width / 100)
    return "#" * filled + "." * (width - filled)


def status(ok):
    if ok:
        return "pass"
    return "FAIL"


def render(rows, width):
    lines = []
    for row in rows:
        name = row[0]
        mark = row[1]
        text = name.ljust(5) + " " + str(mark).rjust(5) + " " + letter(mark)
        lines.append(text + " " + bar(mark, width) + " " + status(row[2]))
    return "\n".join(lines)


def title(text, width):
    return text.center(width + 16, "=")


def legend():
    parts = []
    for grade in "ABCF":
        parts.append(grade)
    return "grades: " + "/".join(parts)


def footer(count):
    if count == 1:
        return "1 record"
    return str(count) + " records"
