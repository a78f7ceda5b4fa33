"""Invoices numbered from a class-level counter, with a cents helper."""


class Invoice:
    issued = 0
    tax_rate = 0.2

    def __init__(self, customer, net):
        Invoice.issued += 1
        self.number = Invoice.issued
        self.customer = customer
        self.net = net

    @staticmethod
    def to_cents(amount, label):
        cents = round(amount * 100)
        if cents < 0:
            print(label, "is negative:", cents)
        return cents

    def tax(self):
        return self.net * self.tax_rate

    def total_cents(self):
        gross = self.net + self.tax()
        return self.to_cents(gross, f"invoice {self.number}")

    def __repr__(self):
        return f"Invoice #{self.number} {self.customer}: {self.net:.2f}"

    def __eq__(self, other):
        return self.customer == other.customer and self.net == other.net
