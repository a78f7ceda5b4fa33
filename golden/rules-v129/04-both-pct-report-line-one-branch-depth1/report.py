"""A small text report that collects lines."""


class Report:
    def __init__(self, title):
        self.title = title
        self.lines = []

    def add_line(self, text):
        self.lines.append(text)

    def render(self):
        head = f"== {self.title} ({len(self.lines)}) =="
        return "\n".join([head] + self.lines)


def underline(text, mark="-"):
    return text + "\n" + mark * len(text)


def indent(text, spaces):
    pad = " " * spaces
    out = []
    for row in text.splitlines():
        out.append(pad + row)
    return "\n".join(out)
