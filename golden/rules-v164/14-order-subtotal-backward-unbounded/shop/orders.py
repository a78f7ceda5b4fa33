"""Order lines and totals."""
from shop.pricing import unit_price, with_tax


class Order:
    def __init__(self):
        self.lines = []

    def add(self, kind, base, qty):
        price = unit_price(kind, base)
        self.lines.append((kind, price * qty))

    def total(self):
        subtotal = 0
        for kind, amount in self.lines:
            subtotal += amount
        return with_tax(subtotal)
