"""Fluent SQL query builder for the event log."""

MAX_ROWS = 500


class Query:
    def __init__(self, table):
        self.table = table
        self.filters = []
        self.max_rows = MAX_ROWS

    def where(self, cond):
        self.filters.append(cond)
        return self

    def limit(self, n):
        if n <= 0:
            return self
        self.max_rows = min(n, MAX_ROWS)
        return self

    def tag(self, label):
        self.label = label
        return self

    def build(self):
        sql = "SELECT * FROM " + self.table
        if self.filters:
            sql += " WHERE " + " AND ".join(self.filters)
        sql += " LIMIT %d" % self.max_rows
        return sql
