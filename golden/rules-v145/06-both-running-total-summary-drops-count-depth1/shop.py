"""Checkout totals for a small web shop."""


def finalize(total, count, surcharge):
    if count > 3:
        print(f"bulk order: {count} items")
    return round(total + surcharge, 2)


def checkout(cart, fee):
    total = 0.0
    count = 0
    saved = 0.0
    for item in cart:
        price = item["price"]
        if item.get("sale"):
            saved += price * 0.1
            price = price * 0.9
        total += price
        count += 1
    grand = finalize(total, count, fee)
    if grand > 100:
        grand -= 5
    print(f"saved {saved:.2f}")
    return grand
