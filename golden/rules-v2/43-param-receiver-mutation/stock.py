"""Warehouse stock with reservations."""


class Warehouse:
    def __init__(self, name, levels):
        self.name = name
        self.levels = dict(levels)
        self.reserved = {}
        self.log = []

    def available(self, sku):
        return self.levels.get(sku, 0) - self.reserved.get(sku, 0)

    def _note(self, text):
        self.log.append(text)

    def reserve(self, sku, qty):
        if self.available(sku) < qty:
            return False
        self.reserved[sku] = self.reserved.get(sku, 0) + qty
        self._note("%s: reserved %d x %s" % (self.name, qty, sku))
        return True

    def release(self, sku, qty):
        self.reserved[sku] = max(0, self.reserved.get(sku, 0) - qty)
        self._note("%s: released %d x %s" % (self.name, qty, sku))
