"""A small fluent SQL query builder."""


class Query:
    def __init__(self, table):
        self.table = table
        self.filters = []
        self.cap = None

    def where(self, clause):
        self.filters.append(clause)
        return self

    def limit(self, n):
        self.cap = n
        return self

    def explain(self, verbose):
        if verbose:
            print("query on", self.table, "with", len(self.filters), "filters")
        return self

    def build(self):
        sql = "SELECT * FROM " + self.table
        if self.filters:
            sql += " WHERE " + " AND ".join(self.filters)
        if self.cap is not None:
            sql += " LIMIT " + str(self.cap)
        return sql
