"""Plain-text tables; the cell and line helpers are nested in the render method."""


def clip(text, limit):
    return text if len(text) <= limit else text[: limit - 1] + "~"


class Table:
    def __init__(self, width, sep):
        self.width = width
        self.sep = sep

    def render(self, rows):
        def cell(value):
            text = clip(str(value), self.width)
            return text.rjust(self.width)

        def line(row):
            cells = [cell(value) for value in row]
            return self.sep.join(cells)

        def header(title):
            return title.center(self.width * 3)

        out = []
        for row in rows:
            out.append(line(row))
        return "\n".join(out)
