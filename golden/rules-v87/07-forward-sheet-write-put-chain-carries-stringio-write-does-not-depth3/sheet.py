"""A plain-text sheet built row by row through small self-calls."""


class Sheet:
    def begin(self, title):
        self.title = title
        self._reset_rows()

    def _reset_rows(self):
        self.rows = []
        self.edits = 0

    def write(self, cells):
        line = " | ".join(cells)
        self._put(line)

    def _put(self, row):
        self._touch()
        self.rows.append(row)

    def _touch(self):
        self.edits += 1

    def widest(self):
        return max(len(row) for row in self.rows)

    def render(self):
        return "\n".join([self.title] + self.rows)
