"""Number and column formatting for plain-text reports."""


def pad_left(text, width):
    gap = width - len(text)
    return " " * max(gap, 0) + text


def number(value, places=2, width=10, sep=","):
    text = "{:,.{}f}".format(value, places)
    text = text.replace(",", sep)
    return pad_left(text, width)


def integer(value, width=8):
    return number(value, places=0, width=width)


def cell(label, value, width=10, places=2):
    head = label.ljust(12)
    if len(head) > 12:
        print("label too long:", label)
    body = number(value, width=width, places=places)
    return head + body
