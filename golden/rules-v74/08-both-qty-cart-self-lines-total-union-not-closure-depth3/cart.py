"""A shopping cart that keeps a quantity per SKU."""


def _cents(value):
    return round(value, 2)


def line_cost(price, qty):
    cost = price * qty
    if qty >= 10:
        cost = cost * 0.9
    return _cents(cost)


class Cart:
    def __init__(self, owner):
        self.owner = owner
        self.lines = {}

    def _put(self, sku, qty):
        self.lines[sku] = self.lines.get(sku, 0) + qty

    def add(self, sku, qty):
        if qty <= 0:
            return False
        self._put(sku, qty)
        return True

    def total(self, prices):
        amount = 0.0
        for sku, qty in self.lines.items():
            amount += line_cost(prices[sku], qty)
        return amount

    def label(self):
        return "cart of " + self.owner
