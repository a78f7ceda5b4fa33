"""A hand-written reader for sums like '12 + 7 - 3' and lists like '1, 2, 3'."""


def skip_spaces(text, pos):
    while pos < len(text) and text[pos] == " ":
        pos += 1
    return pos


def scan_digits(text, pos):
    while pos < len(text) and text[pos].isdigit():
        pos += 1
    return pos


def parse_number(text, pos):
    pos = skip_spaces(text, pos)
    start = pos
    if pos < len(text) and text[pos] in "+-":
        pos += 1
    end = scan_digits(text, pos)
    return int(text[start:end]), end


def parse_sum(text):
    total, pos = parse_number(text, 0)
    while True:
        pos = skip_spaces(text, pos)
        if pos >= len(text) or text[pos] not in "+-":
            break
        op = text[pos]
        value, pos = parse_number(text, pos + 1)
        if op == "+":
            total += value
        else:
            total -= value
    return total, pos


def parse_list(text):
    items = []
    pos = 0
    while pos < len(text):
        value, pos = parse_number(text, pos)
        items.append(value)
        pos = skip_spaces(text, pos)
        if pos < len(text) and text[pos] == ",":
            pos += 1
    return items
