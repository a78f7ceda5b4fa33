"""Measure runs of spaces and of word characters on the first line of a text."""


def runs(text):
    result = []
    state = "space"
    count = 0
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\n":
            break
        kind = "space" if ch == " " else "word"
        if kind != state:
            if count:
                result.append((state, count))
            state = kind
            count = 0
        count += 1
        i += 1
    if count:
        result.append((state, count))
    return result


def widest_word(text):
    best = 0
    pairs = runs(text)
    for kind, size in pairs:
        if kind == "word" and size > best:
            best = size
    return best
