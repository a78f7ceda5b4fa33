from shop.pricing import price_of, label
from shop.util import TAX, with_tax


def basket_total(items):
    subtotal = 0.0
    for sku, qty in items:
        if qty <= 0:
            continue
        subtotal += price_of(sku, qty)
    return subtotal


def sample():
    return price_of(" apl", 1)


def quote(amount):
    return with_tax(amount, TAX)


order = [(" apl ", 2), ("per", 0), ("kiw ", 5)]
total = basket_total(order)
single = sample()
print(label("kiw"))
print("total %.2f" % total)
print("single %.2f" % single)
print("quote %.2f" % quote(10.0))
