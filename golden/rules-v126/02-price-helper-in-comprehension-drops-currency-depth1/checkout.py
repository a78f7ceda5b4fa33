"""Till checkout: price a cart and print the receipt."""
from pricing import net_price, parse_cart, tax


def checkout(raw, country):
    cart = parse_cart(raw)
    currency = "GBP" if country == "UK" else "EUR"
    min_qty = 1
    lines = [net_price(entry, currency) for entry in cart if entry["qty"] >= min_qty]
    min_qty = 10
    bulk = [entry["sku"] for entry in cart if entry["qty"] >= min_qty]
    gift = net_price({"sku": "gift-wrap", "price": 2.5, "qty": 1}, currency)
    subtotal = sum(lines)
    total = subtotal + tax(subtotal, 0.2)
    return total, gift, bulk, currency


def main():
    raw = """
apple, 0.40, 12
bread, 2.10, 1
jam, 3.25, 0
"""
    total, gift, bulk, currency = checkout(raw, "UK")
    print(f"total {total:.2f} {currency}, gift wrap {gift:.2f}, bulk: {bulk}")


if __name__ == "__main__":
    main()
