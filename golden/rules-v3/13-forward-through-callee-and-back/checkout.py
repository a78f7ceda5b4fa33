"""Order placement."""
from orders import reserve


def place_order(inventory, lines, notify):
    confirmed = []
    backorder = []
    for sku, qty in lines:
        item = inventory[sku]
        granted, short = reserve(item, qty)
        if granted:
            confirmed.append((sku, granted))
        if short:
            backorder.append((sku, short))
    if backorder:
        notify("backordered: %s" % ", ".join(s for s, _ in backorder))
    return confirmed
