"""Tokenize a short script and report what was found."""
from lexer import tokenize

SCRIPT = """# totals
width = 12
height = (width + 4) * 3
"""


def summary(source):
    tokens, lines = tokenize(source)
    names = [text for kind, text in tokens if kind == "NAME"]
    print(f"{len(tokens)} tokens on {lines} lines")
    print("names:", ", ".join(sorted(set(names))))
    try:
        tokenize("total = 3 $ 4")
    except ValueError as err:
        print("rejected:", err)


if __name__ == "__main__":
    summary(SCRIPT)
