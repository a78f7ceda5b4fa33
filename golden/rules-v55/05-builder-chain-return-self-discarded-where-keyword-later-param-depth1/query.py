"""A small SELECT builder; its methods return self so calls can be chained."""
MAX_ROWS = 500


class Select:
    def __init__(self, table, *columns):
        self.table = table
        self.columns = columns or ("*",)
        self.filters = []
        self.count = None
        self.skip = 0

    def where(self, column, value=None, *, op="="):
        self.filters.append(f"{column} {op} {value!r}")
        return self

    def limit(self, count, offset=0, *, cap=MAX_ROWS):
        self.count = count if count < cap else cap
        self.skip = offset
        return self

    def preview(self, width=40):
        text = f"{self.table}: {len(self.filters)} filter(s)"
        return text if len(text) <= width else text[: width - 3] + "..."

    def sql(self):
        text = f"SELECT {', '.join(self.columns)} FROM {self.table}"
        if self.filters:
            text = f"{text} WHERE {' AND '.join(self.filters)}"
        if self.count is not None:
            text = f"{text} LIMIT {self.count} OFFSET {self.skip}"
        return text
