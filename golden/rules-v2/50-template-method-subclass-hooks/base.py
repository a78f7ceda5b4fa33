"""Tabular export with overridable formatting hooks."""


class Exporter:
    def __init__(self, title, sep=" | "):
        self.title = title
        self.sep = sep
        self.exported = 0

    def header(self):
        return "== %s ==" % self.title.upper()

    def format_row(self, row):
        return self.sep.join(map(str, row))

    def export(self, rows):
        header = self.header()
        lines = [header]
        for r in rows:
            line = self.format_row(r)
            lines.append(line)
        self.exported += len(rows)
        return "\n".join(lines)

    def describe(self):
        return "%s (%d rows exported)" % (self.title, self.exported)
