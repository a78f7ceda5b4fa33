"""A small SQL query builder whose methods return self for chaining."""


class Query:
    def __init__(self, table):
        self.table = table
        self.filters = []
        self.order = None

    def where(self, column, value):
        self.filters.append("%s = %r" % (column, value))
        return self

    def order_by(self, column):
        self.order = column
        return self

    def comment(self, text):
        print("-- " + text)
        return self

    def checked(self):
        if not self.table:
            raise ValueError("query without table")
        return self

    def sql(self):
        text = "SELECT * FROM " + self.table
        if self.filters:
            text += " WHERE " + " AND ".join(self.filters)
        if self.order:
            text += " ORDER BY " + self.order
        return text
