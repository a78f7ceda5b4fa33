"""Spreadsheet cell references: column letters and A1-style names."""

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def column_letters(c):
    name = ""
    c += 1
    while c > 0:
        c, rest = divmod(c - 1, 26)
        name = LETTERS[rest] + name
    return name


def cell_name(r, c):
    return column_letters(c) + str(r + 1)


def parse_cell(ref):
    letters = ref.rstrip("0123456789")
    col = 0
    for ch in letters:
        col = col * 26 + LETTERS.index(ch) + 1
    return int(ref[len(letters):]) - 1, col - 1
