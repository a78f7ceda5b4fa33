"""Stock levels with reorder points and batch sizes, the classic inventory example."""


class Inventory:
    def __init__(self, levels, rules):
        self.levels = dict(levels)
        self.rules = rules
        self.pending = {}

    def sell(self, item, qty):
        have = self.levels.get(item, 0)
        if qty > have:
            qty = have
        self.levels[item] = have - qty

    def on_hand(self, item):
        return self.levels.get(item, 0) + self.pending.get(item, 0)

    def below_point(self, item):
        point = self.rules[item][0]
        return self.on_hand(item) <= point

    def restock(self):
        orders = []
        for item in sorted(self.rules):
            if not self.below_point(item):
                continue
            batch = self.rules[item][1]
            while self.below_point(item):
                self.pending[item] = self.pending.get(item, 0) + batch
            orders.append((item, self.pending[item]))
        return orders

    def worth(self, prices):
        total = 0
        for item, n in self.levels.items():
            total += n * prices[item]
        return total
