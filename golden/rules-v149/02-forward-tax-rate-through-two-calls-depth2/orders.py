from pricing import subtotal, apply_discount, add_tax, shipping_fee


class Order:
    def __init__(self, customer, lines, weight):
        self.customer = customer
        self.lines = lines
        self.weight = weight

    def is_empty(self):
        return len(self.lines) == 0


def validate(order):
    if order.is_empty():
        return False
    for qty, price in order.lines:
        if qty <= 0 or price < 0:
            return False
    return True


def price_order(order, percent, rate):
    base = subtotal(order.lines)
    reduced = apply_discount(base, percent)
    taxed = add_tax(reduced, rate)
    ship = shipping_fee(order.weight, False)
    return taxed + ship


def process(orders, percent, rate):
    results = []
    rejected = 0
    for order in orders:
        if not validate(order):
            rejected += 1
            continue
        amount = price_order(order, percent, rate)
        results.append((order.customer, amount))
    print("rejected:", rejected)
    return results
