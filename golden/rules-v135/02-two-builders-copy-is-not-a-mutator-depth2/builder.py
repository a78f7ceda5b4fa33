"""Fluent SELECT builder used by the monthly report."""


class Select:
    def __init__(self, table):
        self.table = table
        self.columns = []
        self.conds = []

    def cols(self, name):
        self.columns.append(name)
        return self

    def where(self, cond):
        self.conds.append(cond)
        return self

    def copy(self):
        other = Select(self.table)
        other.columns = list(self.columns)
        other.conds = list(self.conds)
        return other

    def build(self):
        head = ", ".join(self.columns) or "*"
        text = "SELECT %s FROM %s" % (head, self.table)
        if self.conds:
            text += " WHERE " + " AND ".join(self.conds)
        return text
