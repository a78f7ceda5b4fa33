"""A shopping basket that prices its lines with a per-line discount."""


class Basket:
    def __init__(self, currency):
        self.currency = currency
        self.lines = []
        self.notes = []

    @staticmethod
    def line_total(price, quantity, percent):
        gross = price * quantity
        return gross - gross * percent // 100

    @classmethod
    def from_rows(cls, currency, rows):
        basket = cls(currency)
        for sku, price, quantity in rows:
            if quantity <= 0:
                continue
            basket.add(sku, price, quantity)
        return basket

    def add(self, sku, price, quantity, percent=0):
        self.notes.append("added " + sku)
        amount = self.line_total(price, quantity, percent)
        self.lines.append((sku, amount))
        return amount

    def total(self):
        return sum(amount for _, amount in self.lines)


class TaxedBasket(Basket):
    def __init__(self, currency, vat=20):
        super().__init__(currency)
        self.vat = vat

    def total(self):
        net = super().total()
        return net + net * self.vat // 100
