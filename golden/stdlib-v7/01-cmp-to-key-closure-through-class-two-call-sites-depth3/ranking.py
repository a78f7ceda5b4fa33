"""Sort release names with an old-style comparison function."""
from cmpkey import cmp_to_key

WORDS = ["1.10", "1.2", "1.9", "0.8"]


def by_number(a, b):
    left = [int(p) for p in a.split(".")]
    right = [int(p) for p in b.split(".")]
    return (left > right) - (left < right)


def by_text(a, b):
    return (a > b) - (a < b)


def ordered(names, numeric):
    if not names:
        return []
    if numeric:
        key = cmp_to_key(by_number)
    else:
        key = cmp_to_key(by_text)
    return sorted(names, key=key)


if __name__ == "__main__":
    print(ordered(WORDS, True))
    print(ordered(WORDS, False))
    print(ordered([], True))
