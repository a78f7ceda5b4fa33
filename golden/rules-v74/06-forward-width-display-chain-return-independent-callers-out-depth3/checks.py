"""Per-file checks with an aligned console report."""

MAX_LINE = 79


def _clip(text, limit):
    if len(text) <= limit:
        return text
    return text[:limit - 3] + "..."


def pad(text, width):
    shown = _clip(text, width)
    return shown.ljust(width)


def show(label, status, width):
    print(pad(label, width), status)


def check_file(path, source, width):
    problems = 0
    for text in source.splitlines():
        if len(text) > MAX_LINE:
            problems += 1
    status = "ok" if problems == 0 else "%d long lines" % problems
    show(path, status, width)
    return problems
