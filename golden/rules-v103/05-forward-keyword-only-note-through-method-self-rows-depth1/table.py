"""Plain-text tables."""


class Table:
    def __init__(self, title):
        self.title = title
        self.rows = []

    def add(self, *, name, amount, note=""):
        cell = f"{name:<10}{amount:>8.2f}"
        if note:
            cell = cell + "  # " + note
        self.rows.append(cell)
        return len(self.rows)

    def render(self, *, border="-", width=20):
        line = border * width
        body = "\n".join(self.rows)
        return f"{self.title}\n{line}\n{body}\n{line}"
