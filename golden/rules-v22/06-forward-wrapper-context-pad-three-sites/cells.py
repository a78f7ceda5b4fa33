"""Fixed-width cells for aligned log lines."""

LEVEL_WIDTH = 8
NAME_WIDTH = 12


def untab(text):
    return text.replace("\t", " ")


def squeeze(text):
    flat = untab(text)
    return " ".join(flat.split())


def pad(text, width, fill):
    text = squeeze(text)
    if len(text) > width:
        return text[:width]
    return text + fill * (width - len(text))


def level_cell(level):
    return pad(level.upper(), LEVEL_WIDTH, " ")


def name_cell(name):
    return pad(name, NAME_WIDTH, ".")
