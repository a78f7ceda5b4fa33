"""Table exporters sharing one base class, in the style of a small reporting library."""


def clean_title(text):
    return " ".join(text.split())


class Exporter:
    extension = "txt"

    def __init__(self, title, sep):
        self.title = clean_title(title)
        self.sep = sep
        self.rows = []

    def add(self, cells):
        self.rows.append(self.sep.join(cells))

    def render(self):
        lines = [self.title]
        lines.extend(self.rows)
        return "\n".join(lines)


class MarkdownExporter(Exporter):
    extension = "md"

    def __init__(self, title, level):
        super().__init__(title, " | ")
        self.level = level

    def render(self):
        head = "#" * self.level + " " + self.title
        body = ["| " + row + " |" for row in self.rows]
        return head + "\n\n" + "\n".join(body)


class CsvExporter(Exporter):
    extension = "csv"

    def __init__(self, title):
        super().__init__(title, ",")

    def render(self):
        return "\n".join(self.rows)
