"""Scanning helpers that advance an index over a string."""


def name_end(text, i, where):
    start = i
    while i < len(text) and (text[i].isalnum() or text[i] == "_"):
        i += 1
    if i == start:
        raise ValueError("expected a name at " + where)
    return i


def read_names(text):
    names = []
    line = 1
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "#":
            break
        if ch == "\n":
            line += 1
            i += 1
            continue
        if ch == " " or ch == ",":
            i += 1
            continue
        end = name_end(text, i, "line %d" % line)
        names.append(text[i:end])
        i = end
    return names
