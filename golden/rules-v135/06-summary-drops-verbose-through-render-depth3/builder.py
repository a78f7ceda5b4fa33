"""Query builder whose build() renders conditions through helpers."""


def quote(value):
    text = str(value).replace("'", "''")
    return "'" + text + "'"


def render_cond(column, value, verbose):
    if verbose:
        print("rendering", column)
    return column + " = " + quote(value)


class Query:
    def __init__(self, table):
        self.table = table
        self.pairs = []

    def where_eq(self, column, value):
        self.pairs.append((column, value))
        return self

    def where_clause(self, verbose):
        parts = [render_cond(c, v, verbose) for c, v in self.pairs]
        return " AND ".join(parts)

    def build(self, verbose=False):
        sql = "SELECT * FROM " + self.table
        if self.pairs:
            sql += " WHERE " + self.where_clause(verbose)
        return sql
