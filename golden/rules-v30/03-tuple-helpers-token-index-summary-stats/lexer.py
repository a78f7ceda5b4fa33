"""Tokenizer for a small filter-expression language, built on the scan helpers."""
from scan import read_name, read_number, read_string, skip_space

OPERATORS = "()<>=!,"


def tokenize(text, stats):
    tokens = []
    i = skip_space(text, 0, stats)
    n = len(text)
    while i < n:
        ch = text[i]
        start = i
        if ch.isdigit():
            tok, i = read_number(text, i)
            kind = "NUM"
        elif ch.isalpha() or ch == "_":
            tok, i = read_name(text, i)
            kind = "NAME"
        elif ch in "\"'":
            tok, i = read_string(text, i, ch)
            kind = "STR"
        elif ch in OPERATORS:
            tok = ch
            i += 1
            kind = "OP"
        else:
            raise SyntaxError("unexpected %r at column %d" % (ch, start))
        tokens.append((kind, tok, start))
        i = skip_space(text, i, stats)
    return tokens


def parse_filter(expr):
    stats = {}
    source = expr.strip()
    tokens = tokenize(source, stats)
    if stats["spaces"] > 4:
        print("loose spacing in", repr(source))
    return [tok for kind, tok, col in tokens if kind != "OP"]


if __name__ == "__main__":
    for expr in ["price >= 10.5", "name == 'Bo'", "tags ( a , b , c )"]:
        print(expr, "->", parse_filter(expr))
