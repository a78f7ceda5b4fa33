"""Row exporters for the weekly sales digest."""
import json


class Exporter:
    def __init__(self, title):
        self.title = title
        self.exported = 0

    @staticmethod
    def clean(value):
        return str(value).strip().replace("\n", " ")

    def render_row(self, row):
        raise NotImplementedError

    def describe(self):
        return f"{self.title}: {self.exported} rows"

    def export(self, rows, limit=None):
        selected = rows[:limit] if limit else rows
        body = [self.render_row(r) for r in selected]
        self.exported += len(body)
        text = "\n".join(body)
        return f"# {self.title}\n{text}"


class CsvExporter(Exporter):
    def render_row(self, row):
        return ",".join(Exporter.clean(v) for v in row)


class JsonExporter(Exporter):
    def __init__(self, title, indent=None):
        super().__init__(title)
        self.indent = indent

    def render_row(self, row):
        cells = [Exporter.clean(v) for v in row]
        return json.dumps(cells, indent=self.indent)
