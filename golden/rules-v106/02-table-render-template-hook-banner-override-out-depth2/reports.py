"""Text reports: the base class renders a header and a body that subclasses supply."""

RULE = "-" * 24


class Report:
    title = "untitled"

    def __init__(self, title):
        self.title = title

    def header(self):
        return self.title.upper()

    def body(self):
        raise NotImplementedError("subclasses supply the body")

    def render(self):
        head = self.header()
        text = self.body()
        return head + "\n" + RULE + "\n" + text


class Table(Report):
    def __init__(self, title, rows):
        super().__init__(title)
        self.rows = rows

    def body(self):
        lines = []
        for name, value in self.rows:
            lines.append(name.ljust(12) + str(value))
        return "\n".join(lines)


class Banner(Report):
    def render(self):
        return "*** " + self.title + " ***"
