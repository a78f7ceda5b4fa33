"""Callbacks that turn one document's text into a number."""


def word_count(path, text):
    words = text.split()
    longest = max(words, key=len) if words else ""
    print(path, "longest word:", longest)
    return len(words)


def line_count(path, text):
    if not text:
        return 0
    return text.count("\n") + 1


def widest_line(path, text):
    return max((len(line) for line in text.splitlines()), default=0)
