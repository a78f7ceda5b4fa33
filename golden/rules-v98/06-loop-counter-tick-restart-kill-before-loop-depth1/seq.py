"""A running line counter shared by the numbering helpers."""

COUNT = 0


def tick():
    global COUNT
    COUNT += 1


def restart():
    global COUNT
    COUNT = 0


def tag(text):
    return str(COUNT) + ": " + text
