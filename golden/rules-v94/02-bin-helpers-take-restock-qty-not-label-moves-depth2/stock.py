"""Storage bins and the helpers that move stock in and out of them."""


class Bin:
    def __init__(self, code, qty):
        self.code = code
        self.qty = qty
        self.moves = []


def restock(item, amount):
    item.qty += amount
    item.moves.append("in %d" % amount)


def take(item, amount):
    if amount > item.qty:
        amount = item.qty
    item.qty -= amount
    item.moves.append("out %d" % amount)
    return amount


def label(item, site):
    item.code = site + "-" + item.code
    return item.code
