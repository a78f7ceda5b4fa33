"""Discount rules for the shop's prices."""


class Discount:
    def __init__(self, rate, floor=0.0, label="sale"):
        self.rate = rate
        self.floor = floor
        self.label = label

    def apply(self, price):
        reduced = price * (1 - self.rate)
        return max(reduced, self.floor)

    def describe(self):
        return "%s: %d%% off" % (self.label, self.rate * 100)

    def scaled(self, factor):
        return Discount(self.rate * factor, self.floor, self.label)
