"""Order totals over a cart of items."""
from pricing import TAX_RATE, load_catalog, round_cents, unit_price


def order_total(items, catalog, coupon):
    total = 0.0
    count = 0
    skipped = []
    for item in items:
        if item["qty"] <= 0:
            skipped.append(item["sku"])
            continue
        price = unit_price(item, catalog) * item["qty"]
        count += item["qty"]
        total = total + price
    if coupon and count >= 3:
        total = total - coupon
    tax = round_cents(total * TAX_RATE)
    return total + tax, count, skipped


def checkout(cart, price_rows, coupon):
    catalog = load_catalog(price_rows)
    items = [entry for entry in cart if entry["sku"] in catalog]
    due, count, skipped = order_total(items, catalog, coupon)
    return "%d items, %.2f due, skipped %s" % (count, due, skipped)


if __name__ == "__main__":
    rows = [("pen", "1.50"), ("pad", "4.00"), ("ink", "9.00")]
    cart = [{"sku": "pen", "qty": 12}, {"sku": "pad", "qty": 2}, {"sku": "pad", "qty": 0}]
    print(checkout(cart, rows, 1.0))
