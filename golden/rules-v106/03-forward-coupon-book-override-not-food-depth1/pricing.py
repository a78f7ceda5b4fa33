"""Catalogue items; each kind of item applies a discount its own way."""

FLOOR_CENTS = 500


class Item:
    def __init__(self, name, cents):
        self.name = name
        self.cents = cents

    @property
    def label(self):
        return self.name.title()

    def price(self, discount):
        return self.cents - discount


class Book(Item):
    def price(self, discount):
        full = super().price(discount)
        return max(full, FLOOR_CENTS)


class Food(Item):
    def price(self, discount):
        if discount > 100:
            discount = 100
        return self.cents - discount
