"""Stock levels with an audit history."""


class Inventory:
    def __init__(self):
        self.items = {}
        self.history = []
        self.version = 0

    def _bump(self):
        self.version += 1

    def _log(self, action, sku, qty):
        self.history.append((self.version, action, sku, qty))

    def _apply(self, sku, delta):
        self.items[sku] = self.items.get(sku, 0) + delta
        self._bump()

    def add(self, sku, qty):
        self._apply(sku, qty)
        self._log("add", sku, qty)

    def remove(self, sku, qty):
        if self.items.get(sku, 0) < qty:
            raise ValueError("not enough %s" % sku)
        self._apply(sku, -qty)
        self._log("remove", sku, qty)

    def count(self, sku):
        return self.items.get(sku, 0)

    def snapshot(self):
        return dict(self.items)
