"""Split an arithmetic expression into number and operator tokens."""


def tokenize(text):
    tokens = []
    bad = []
    i = 0
    line = 1
    while i < len(text):
        ch = text[i]
        if ch == "\n":
            line += 1
            i += 1
            continue
        if ch.isdigit():
            start = i
            while i < len(text) and text[i].isdigit():
                i += 1
            tokens.append(("num", int(text[start:i]), line))
            continue
        if ch in "+-*/()":
            tokens.append(("op", ch, line))
        elif ch != " ":
            bad.append((line, ch))
        i += 1
    return tokens, bad
