"""CSV export of sales rows."""
from base import Exporter


class CsvExporter(Exporter):
    def header(self):
        return self.sep.join(["title", self.title])

    def format_row(self, row):
        cells = []
        for v in row:
            cells.append(self.quote(v))
        return self.sep.join(cells)

    def quote(self, v):
        text = str(v)
        if self.sep in text:
            text = '"%s"' % text
        return text

    def content_type(self):
        return "text/csv"


def write_report(path, data):
    exporter = CsvExporter("sales", sep=",")
    total = len(data)
    text = exporter.export(data)
    with open(path, "w") as fh:
        fh.write(text)
    return total
