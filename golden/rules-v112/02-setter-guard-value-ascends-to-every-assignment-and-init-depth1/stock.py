"""Stock items whose quantity is validated on every assignment."""


class Item:
    def __init__(self, sku, quantity, reorder_at=5):
        self.sku = sku
        self.reorder_at = reorder_at
        self.quantity = quantity

    @property
    def quantity(self):
        return self._quantity

    @quantity.setter
    def quantity(self, value):
        if value < 0:
            raise ValueError(f"{self.sku}: quantity {value} is below zero")
        self._quantity = int(value)
        self.low = self._quantity <= self.reorder_at

    @property
    def label(self):
        flag = " (reorder)" if self.low else ""
        return f"{self.sku} x{self._quantity}{flag}"
