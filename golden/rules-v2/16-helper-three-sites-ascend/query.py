"""A tiny SELECT builder."""
from sqlbuild import quote_ident


class Select:
    def __init__(self, table, dialect="postgres"):
        self.table = table
        self.dialect = dialect
        self.columns = []
        self.where = []
        self.order = None

    def column(self, name):
        self.columns.append(quote_ident(name, self.dialect))
        return self

    def filter(self, column, op, placeholder="%s"):
        self.where.append("%s %s %s" % (quote_ident(column, self.dialect), op, placeholder))
        return self

    def order_by(self, column, descending=False):
        direction = "DESC" if descending else "ASC"
        self.order = quote_ident(column, self.dialect) + " " + direction
        return self

    def sql(self):
        cols = ", ".join(self.columns) or "*"
        text = "SELECT %s FROM %s" % (cols, self.table)
        if self.where:
            text += " WHERE " + " AND ".join(self.where)
        if self.order:
            text += " ORDER BY " + self.order
        return text
