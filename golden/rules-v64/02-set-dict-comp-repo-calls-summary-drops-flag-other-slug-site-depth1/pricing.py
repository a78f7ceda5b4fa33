"""Pricing helpers shared by the storefront and the invoices."""

ROUND_TO = 0.05


def slug(name):
    return "-".join(name.lower().split())


def in_stock(product, verbose):
    left = product["stock"] - product.get("reserved", 0)
    if verbose:
        print("stock of", product["sku"], "is", left)
    return left > 0


def gross(net, rate, step=ROUND_TO):
    raw = net * (1 + rate)
    return round(round(raw / step) * step, 2)
