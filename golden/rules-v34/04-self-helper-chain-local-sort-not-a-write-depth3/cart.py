"""A shopping cart whose total is kept current by helper methods on self."""


class LineItem:
    def __init__(self, sku, price, qty):
        self.sku = sku
        self.price = price
        self.qty = qty

    def subtotal(self):
        return round(self.price * self.qty, 2)


class Cart:
    def __init__(self, currency):
        self.currency = currency
        self.items = []
        self.total = 0.0
        self.log = []

    def add(self, sku, price, qty):
        self.items.append(LineItem(sku, price, qty))
        self._recalculate("add " + sku)
        return len(self.items)

    def _recalculate(self, reason):
        self.total = self._sum_items()
        self.log.append(reason)

    def _sum_items(self):
        total = 0.0
        for item in self.items:
            total += item.subtotal()
        return total

    def skus(self):
        names = [item.sku for item in self.items]
        names.sort()
        return names
