"""Spending budgets that refuse charges past their limit."""


class Budget:
    def __init__(self, name, limit):
        self.name = name
        self.limit = limit
        self.spent = 0.0

    def charge(self, amount):
        if self.spent + amount > self.limit:
            return False
        self.spent += amount
        return True

    def left(self):
        return self.limit - self.spent

    def title(self):
        return "%s (limit %.2f)" % (self.name, self.limit)
