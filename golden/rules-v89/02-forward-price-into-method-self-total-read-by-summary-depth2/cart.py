"""A shopping cart that keeps a running total."""


def money(value):
    cents = int(round(value * 100))
    return "%d.%02d" % (cents // 100, cents % 100)


class Cart:
    def __init__(self, owner):
        self.owner = owner
        self.items = []
        self.total = 0.0

    def add(self, name, price):
        self.items.append(name)
        self.total += price
        return len(self.items)

    def summary(self):
        rule = "-" * 24
        text = "%s owes %s" % (self.owner, money(self.total))
        return rule + "\n" + text
