"""Gross prices before and after a change of the VAT rate."""

RATE = 0.20


def gross(net):
    tax = net * RATE
    return round(net + tax, 2)


def label(name, net):
    price = gross(net)
    return name + ": " + str(price)


old_price = gross(100.0)
old_tag = label("lamp", 40.0)
RATE = 0.25
new_price = gross(100.0)
new_tag = label("lamp", 40.0)
print(old_price, old_tag)
print(new_price, new_tag)
