"""Delimited-text reading helpers."""

TAB_NAMES = ("tab", "\\t")
MAX_COLUMNS = 8


def make_dialect(delimiter, strict):
    if delimiter in TAB_NAMES:
        return "\t"
    if strict and len(delimiter) != 1:
        print("tabular: odd delimiter", repr(delimiter))
    return delimiter or ","


class RowReader:
    def __init__(self, text, delimiter):
        self.lines = [line for line in text.splitlines() if line.strip()]
        self.delimiter = delimiter

    def header(self):
        return [name.strip().lower() for name in self.lines[0].split(self.delimiter)]

    def body(self):
        return [line.split(self.delimiter) for line in self.lines[1:]]


def pick_columns(header, limit, origin):
    wanted = [i for i, name in enumerate(header) if name and not name.startswith("_")]
    if len(wanted) > min(limit, MAX_COLUMNS):
        print("tabular: %s has more columns than wanted" % origin)
    return wanted[:min(limit, MAX_COLUMNS)]


def coerce(value, strict):
    text = value.strip()
    if text.isdigit():
        return int(text)
    if strict and not text:
        return None
    return text


def log_event(message, detail):
    print("[import]", message, detail)
