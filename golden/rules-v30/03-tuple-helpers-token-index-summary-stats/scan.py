"""Scanning helpers that return (token, next index), in the shape of json.scanner and tomllib."""


def skip_space(text, i, stats):
    j = i
    while j < len(text) and text[j].isspace():
        j += 1
    stats["spaces"] = stats.get("spaces", 0) + (j - i)
    return j


def read_number(text, i):
    j = i
    while j < len(text) and (text[j].isdigit() or text[j] == "."):
        j += 1
    return float(text[i:j]), j


def read_name(text, i):
    j = i
    while j < len(text) and (text[j].isalnum() or text[j] == "_"):
        j += 1
    return text[i:j], j


def read_string(text, i, quote):
    j = text.find(quote, i + 1)
    if j < 0:
        raise SyntaxError("unterminated string at column %d" % i)
    return text[i + 1:j], j + 1
