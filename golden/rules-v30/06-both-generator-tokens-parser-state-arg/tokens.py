"""A token generator for call expressions like f(a, 2), in the shape of tokenize.generate_tokens."""


def iter_tokens(text):
    i = 0
    n = len(text)
    line = 1
    while i < n:
        ch = text[i]
        if ch.isspace():
            if ch == "\n":
                line += 1
            i += 1
            continue
        if ch.isalpha() or ch == "_":
            j = i
            while j < n and (text[j].isalnum() or text[j] == "_"):
                j += 1
            yield "NAME", text[i:j]
        elif ch.isdigit():
            j = i
            while j < n and text[j].isdigit():
                j += 1
            yield "NUM", text[i:j]
        elif ch in "(),":
            j = i + 1
            yield "OP", ch
        else:
            raise SyntaxError("unexpected %r on line %d" % (ch, line))
        i = j
    yield "END", ""


def names_in(text):
    return [value for kind, value in iter_tokens(text) if kind == "NAME"]
