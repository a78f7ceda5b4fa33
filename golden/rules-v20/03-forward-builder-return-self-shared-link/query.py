"""A query builder whose methods return self, as SQLAlchemy's Query does."""


class Query:
    def __init__(self, table):
        self.text = "SELECT * FROM " + table
        self.clauses = 0
        self.max_rows = None

    def where(self, clause):
        joiner = " AND " if self.clauses else " WHERE "
        self.text = self.text + joiner + clause
        self.clauses += 1
        return self

    def limit(self, n):
        self.max_rows = n
        return self

    def checked(self):
        if self.max_rows is not None and self.max_rows < 1:
            raise ValueError("limit must be positive")
        return self

    def sql(self):
        if self.max_rows is None:
            return self.text
        return "%s LIMIT %d" % (self.text, self.max_rows)
