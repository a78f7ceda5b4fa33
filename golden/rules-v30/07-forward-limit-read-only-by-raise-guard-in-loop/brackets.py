"""Split nested list literals into tokens, refusing to nest too deep, as json guards recursion."""


def tokenize(text, max_depth):
    tokens = []
    depth = 0
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in "[{":
            depth += 1
            if depth > max_depth:
                raise ValueError("nesting deeper than %d at offset %d" % (max_depth, i))
            tokens.append(ch)
        elif ch in "]}":
            depth -= 1
            tokens.append(ch)
        elif ch == ",":
            tokens.append(ch)
        elif not ch.isspace():
            j = i
            while j < len(text) and text[j] not in "[]{}, ":
                j += 1
            tokens.append(text[i:j])
            i = j
            continue
        i += 1
    return tokens


def count_items(text):
    commas = tokenize(text, 64).count(",")
    return commas + 1
