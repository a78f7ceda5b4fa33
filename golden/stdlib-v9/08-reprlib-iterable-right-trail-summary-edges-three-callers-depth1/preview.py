"""Short previews of nested containers for log lines."""
from array import array

from reprcore import Repr


def preview(value, limit=4):
    short = Repr()
    short.maxlist = limit
    short.maxtuple = limit
    short.maxarray = limit
    return short.repr1(value, 3)


def preview_all(values):
    out = []
    for value in values:
        if value is None:
            continue
        out.append(preview(value))
    return out


if __name__ == "__main__":
    samples = [[1, 2, [3, 4, 5, 6, 7, 8]], (9,), None, array("i", range(9)), array("d")]
    for text in preview_all(samples):
        print(text)
