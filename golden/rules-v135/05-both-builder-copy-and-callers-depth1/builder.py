"""Order query builder with a method that returns a copy."""


class Query:
    def __init__(self, table):
        self.table = table
        self.filters = []

    def where(self, cond):
        self.filters.append(cond)
        return self

    def copy(self):
        other = Query(self.table)
        other.filters = list(self.filters)
        return other

    def limit(self, n):
        self.max_rows = n
        return self

    def build(self):
        sql = "SELECT * FROM " + self.table
        if self.filters:
            sql += " WHERE " + " AND ".join(self.filters)
        return sql
