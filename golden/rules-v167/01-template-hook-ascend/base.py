class Exporter:
    def __init__(self, sep):
        self.sep = sep
        self.count = 0

    def export(self, rows):
        head = self.header()
        lines = []
        for row in rows:
            self.count += 1
            lines.append(self.format_row(row))
        return head + "\n".join(lines)

    def header(self):
        return "# export"
