from base import Exporter


class CsvExporter(Exporter):
    def header(self):
        return "id,name"

    def format_row(self, row):
        cells = [str(v) for v in row]
        text = self.sep.join(cells)
        return text


def main():
    data = [(1, "a"), (2, "b")]
    exp = CsvExporter(";")
    out = exp.export(data)
    print(out, exp.count)


main()
