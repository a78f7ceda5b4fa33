"""Row exporters whose layout is set by overridable hooks."""


class Exporter:
    def __init__(self, title, columns):
        self.title = title
        self.columns = columns

    def header(self):
        return " ".join(self.columns)

    def format_row(self, row):
        return " ".join(str(cell) for cell in row)

    def export(self, rows):
        lines = [self.title]
        lines.append(self.header())
        for row in rows:
            lines.append(self.format_row(row))
        self.exported = len(rows)
        return "\n".join(lines)


class CsvExporter(Exporter):
    def format_row(self, row):
        cells = []
        for cell in row:
            text = str(cell)
            if "," in text:
                text = '"' + text + '"'
            cells.append(text)
        return ",".join(cells)


class MarkdownExporter(Exporter):
    def header(self):
        rule = "|".join("---" for name in self.columns)
        return "|".join(self.columns) + "\n" + rule

    def format_row(self, row):
        return "|".join(str(cell) for cell in row)
