"""Price arithmetic shared by the order and invoice code."""

VAT = 0.21
ROUNDING = 2


def round_money(amount):
    return round(amount + 1e-9, ROUNDING)


def with_tax(net, rate=VAT):
    gross = net * (1 + rate)
    return round_money(gross)


def line_total(unit, qty, discount):
    net = unit * qty
    if discount:
        net -= net * discount
    return with_tax(net)
