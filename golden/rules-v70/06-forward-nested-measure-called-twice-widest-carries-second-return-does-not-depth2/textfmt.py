"""Small text helpers shared by the command-line tools."""

MARK = "..."


def shorten(text, limit):
    if len(text) <= limit:
        return text
    return text[:limit - len(MARK)] + MARK


def banner(text):
    return "== " + text + " =="


def indent(text, width):
    return "\n".join(" " * width + line for line in text.splitlines())
