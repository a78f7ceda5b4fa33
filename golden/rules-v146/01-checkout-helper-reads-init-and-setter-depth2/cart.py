"""A shopping cart whose checkout goes through a private helper."""


class Cart:
    def __init__(self, tax_rate):
        self.tax_rate = tax_rate
        self.items = []
        self.coupon = 0

    def add(self, name, price, qty):
        self.items.append((name, price * qty))

    def apply_coupon(self, amount):
        self.coupon = amount

    def _net(self):
        gross = 0
        for _, cost in self.items:
            gross += cost
        return max(gross - self.coupon, 0)

    def checkout(self):
        net = self._net()
        self.closed = True
        return round(net * (1 + self.tax_rate), 2)

    def count(self):
        return len(self.items)
