"""A shopping cart whose add method is guarded by a decorator."""
import functools

PRICES = {"pen": 1.5, "ink": 4.0, "pad": 2.25}


def positive_qty(method):
    @functools.wraps(method)
    def wrapper(self, item, qty=1):
        if qty <= 0:
            raise ValueError(f"bad quantity {qty} for {item}")
        return method(self, item, qty)
    return wrapper


def logged(method):
    @functools.wraps(method)
    def wrapper(self, *args):
        self.log.append(method.__name__)
        return method(self, *args)
    return wrapper


class Cart:
    def __init__(self, owner):
        self.owner = owner
        self.lines = {}
        self.log = []

    @positive_qty
    def add(self, item, qty):
        self._merge(item, qty)
        return len(self.lines)

    def _merge(self, item, qty):
        self.lines[item] = self.lines.get(item, 0) + qty

    @logged
    def clear(self):
        self.lines = {}

    def total(self):
        amount = 0
        for item, qty in self.lines.items():
            amount += qty * PRICES[item]
        if amount > 50:
            amount *= 0.9
        return round(amount, 2)
