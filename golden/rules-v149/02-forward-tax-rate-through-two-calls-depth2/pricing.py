"""Price arithmetic for the order pipeline."""


def subtotal(lines):
    total = 0
    for qty, price in lines:
        total += qty * price
    return total


def apply_discount(amount, percent):
    if percent <= 0:
        return amount
    cut = amount * percent // 100
    return amount - cut


def add_tax(amount, rate):
    tax = amount * rate // 100
    return amount + tax


def shipping_fee(weight, express):
    fee = 5 + weight // 2
    if express:
        fee = fee * 2
    return fee


def quote(amount):
    return add_tax(amount, 10)
