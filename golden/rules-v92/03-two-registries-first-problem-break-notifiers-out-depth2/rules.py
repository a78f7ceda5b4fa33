"""Order checks and order notices, each kept in its own registry."""

CATALOG = {"A1": 12.5, "B2": 4.0}
MAX_QTY = 20


def check_sku(order):
    if order["sku"] not in CATALOG:
        return "unknown sku " + order["sku"]
    return None


def check_qty(order):
    qty = order["qty"]
    if qty <= 0 or qty > MAX_QTY:
        return "bad quantity %d" % qty
    return None


def email_buyer(order):
    subject = "Order of %d x %s" % (order["qty"], order["sku"])
    return "mail to %s: %s" % (order["email"], subject)


def bill(order):
    total = CATALOG[order["sku"]] * order["qty"]
    return "invoice %.2f" % total


VALIDATORS = [check_sku, check_qty]
NOTIFIERS = [email_buyer, bill]
