"""Build a short headline with a diamond of text filters."""
from filters import Normalizer, Lowering


def headline(raw, width):
    norm = Normalizer("~")
    short = norm.run(raw, width)
    shout = Lowering("!").run(raw, width)
    return short, shout


def banner(short, shout):
    return "[" + short + "] / [" + shout + "]"


if __name__ == "__main__":
    title = "  Diamond Inheritance In Python  "
    cols = 8
    short, shout = headline(title, cols)
    print(banner(short, shout))
