"""Evaluate arithmetic lines and report how many tokens each one used."""
from grammar import parse_expr


def tokenize(text):
    spaced = text.replace("(", " ( ").replace(")", " ) ")
    return spaced.split()


def evaluate(text):
    tokens = tokenize(text)
    pos = [0]
    result = parse_expr(tokens, pos)
    consumed = pos[0]
    return result, consumed


def first_group(text):
    words = text.split()
    start = [words.index("(")]
    inner = parse_expr(words, start)
    return inner


if __name__ == "__main__":
    print(evaluate("2 * (3 + 4) + 5"))
    print(first_group("x = ( 6 * 7 )"))
