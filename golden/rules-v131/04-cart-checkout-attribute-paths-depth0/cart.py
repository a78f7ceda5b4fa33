class Item:
    def __init__(self, name, price, qty):
        self.name = name
        self.price = price
        self.qty = qty


class Cart:
    def __init__(self, owner, items):
        self.owner = owner
        self.items = items
        self.log = []
        self.limit = 500

    def checkout(self):
        total = 0
        skipped = 0
        for item in self.items:
            if item.qty <= 0:
                skipped += 1
                continue
            total += item.price * item.qty
            if total > self.limit:
                self.log.append("limit reached at " + item.name)
                break
        if self.owner.vip:
            total = total * 0.9
        self.log.append("checked out, %d skipped" % skipped)
        return total
