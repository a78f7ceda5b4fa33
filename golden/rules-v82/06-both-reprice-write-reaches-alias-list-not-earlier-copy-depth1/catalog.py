"""Products of a price list, repriced in place, with a history of the old prices."""


class Product:
    def __init__(self, code, price, currency):
        self.code = code
        self.price = price
        self.currency = currency


class OldPrice:
    def __init__(self, code, price):
        self.code = code
        self.price = price


def reprice(products, markups, history):
    changed = []
    for product in products:
        rate = markups.get(product.code)
        if rate is None:
            continue
        product.markup = rate
        history.append(OldPrice(product.code, product.price))
        product.price = round(product.price * (1 + rate), 2)
        changed.append(product)
    return changed


def total(products):
    amount = 0.0
    for product in products:
        amount += product.price
    return round(amount, 2)
