"""Paged query builder with a fluent interface."""

MAX_ROWS = 500


class Query:
    def __init__(self, table):
        self.table = table
        self.filters = []
        self.order = None
        self.max_rows = MAX_ROWS

    def where(self, cond):
        self.filters.append(cond)
        return self

    def limit(self, n):
        if n <= 0:
            return self
        self.max_rows = min(n, MAX_ROWS)
        return self

    def order_by(self, column):
        self.order = column
        return self

    def build(self):
        sql = "SELECT * FROM " + self.table
        if self.filters:
            sql += " WHERE " + " AND ".join(self.filters)
        if self.order:
            sql += " ORDER BY " + self.order
        return sql + " LIMIT %d" % self.max_rows
