"""Web-shop orders: the paid ones are shipped in place, listed and summed up."""


class Order:
    def __init__(self, ref, amount, status):
        self.ref = ref
        self.amount = amount
        self.status = status
        self.shipped_on = None


def paid(orders):
    return [order for order in orders if order.status == "paid"]


def ship(orders, day):
    shipped = []
    for order in orders:
        order.status = "shipped"
        order.shipped_on = day
        shipped.append(order)
    return shipped


def revenue(orders):
    total = 0.0
    for order in orders:
        total += order.amount
    return total


def label(day):
    if not day:
        return "pending"
    return "shipped on " + day


def manifest(orders):
    lines = []
    for order in orders:
        lines.append("%s %s" % (order.ref, label(order.shipped_on)))
    return lines
