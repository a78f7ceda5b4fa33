class Row:
    def __init__(self, label):
        self.label = label
        self.value = 0.0
        self.note = ""


def percent(part, whole):
    if whole == 0:
        return 0.0
    return round(100.0 * part / whole, 1)


def header(columns):
    return " | ".join(c.upper() for c in columns)
