"""Collect the first lines of each log file that mention a word."""

MARK = "*"


def highlight(text, key):
    left, right = MARK, MARK
    start = text.lower().index(key)
    end = start + len(key)
    return text[:start] + left + text[start:end] + right + text[end:]


def collect(paths, word, per_file=2):
    key = word.lower()
    hits = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            found = 0
            for line in f:
                text = line.rstrip("\n")
                if key in text.lower():
                    hits.append(highlight(text, key))
                    found += 1
                if found >= per_file:
                    break
    return hits
