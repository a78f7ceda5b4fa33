"""Fixed-width text tables."""


def fit(text, width, *, align="<"):
    text = str(text)
    if len(text) > width:
        text = text[: width - 1] + "~"
    return f"{text:{align}{width}}"


class Table:
    def __init__(self, columns, *, sep=" | "):
        self.columns = columns
        self.sep = sep

    def render_row(self, row, title=None, width=12, *, numeric=()):
        cells = []
        if title is not None:
            cells.append(fit(title, 10))
        for name in self.columns:
            align = ">" if name in numeric else "<"
            cells.append(fit(row[name], width, align=align))
        return self.sep.join(cells)

    def rule(self, width=12):
        return "-+-".join("-" * width for _ in self.columns)
