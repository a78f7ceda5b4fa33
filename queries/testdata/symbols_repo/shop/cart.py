from shop.pricing import price, discount


class Cart:
    def __init__(self):
        self.items = []

    def add(self, item):
        self.items.append(item)

    def total(self):
        t = 0
        for it in self.items:
            t += price(it)
        return discount(t)


def checkout():
    cart = Cart()
    return cart.total()


def load(path):
    return open(path).read()
