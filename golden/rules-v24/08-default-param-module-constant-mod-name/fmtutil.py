"""Column formatting helpers for plain-text reports."""

WIDTH = 40
FILL = "."
PLACES = 2
TAB = 4


def visible_len(text):
    return len(text.expandtabs(TAB))


def money(amount, places=2):
    return "{:,.{}f}".format(amount, places)


def leader(label, value, width=WIDTH):
    gap = width - visible_len(label) - visible_len(value)
    dots = FILL * max(gap - 2, 1)
    return "%s %s %s" % (label, dots, value)


def center(title, width=WIDTH):
    return "{0:^{1}}".format(title, width)
