"""Report the numbers of a small expression."""
from lexer import tokenize


def numbers_in(source):
    tokens, bad = tokenize(source.strip())
    values = []
    for kind, value, line in tokens:
        if kind == "num":
            values.append(value)
    return values


if __name__ == "__main__":
    print(numbers_in("  7*60 + 15\n"))
