"""Price quotes for single order lines."""
from rates import rate_for


def quote_line(name, amount, region, category):
    rate = rate_for(region, category)
    tax = round(amount * rate, 2)
    label = "%s (%s)" % (name, region.upper())
    quote = {"label": label, "net": amount}
    quote["tax"] = tax
    return quote


def rate_label(region):
    return "%.1f%%" % (rate_for(region, "misc") * 100)
