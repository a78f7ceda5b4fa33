"""Remember the last lookup made in a small phone book."""

BOOK = {"ann": "555-0101", "bob": "555-0199"}
LAST = None
HITS = 0


def remember(name, number):
    global LAST, HITS
    LAST = name + "=" + number
    HITS = HITS + 1


def previous():
    if LAST is None:
        return "(none)"
    return LAST


def lookup(name):
    number = BOOK.get(name, "?")
    shown = previous()
    remember(name, number)
    return number, shown


def main():
    first = lookup("ann")
    second = lookup("bob")
    print(first, second, HITS)


main()
