class Report:
    header = "report"

    def __init__(self, title):
        self.title = title

    def run(self, rows):
        lines = [self.header + ": " + self.title]
        for row in rows:
            if row is None:
                continue
            lines.append(self.hook(row))
        return "\n".join(lines)

    def hook(self, row):
        raise NotImplementedError


class CsvReport(Report):
    header = "csv"

    def hook(self, row):
        cells = [str(v) for v in row]
        return ",".join(cells)


class JsonReport(Report):
    def hook(self, row):
        return "[" + ", ".join(repr(v) for v in row) + "]"
