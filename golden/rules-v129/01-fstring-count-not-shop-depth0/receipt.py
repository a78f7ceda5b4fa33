"""Build the text of a shop receipt."""


def receipt_text(items, currency, vip):
    parts = []
    count = 0
    total = 0.0
    shop = "Corner Shop"
    for name, price in items:
        if price <= 0:
            continue
        count += 1
        total += price
        parts.append("%s: %.2f" % (name, price))
    if vip:
        shop = shop + " (VIP)"
    shop.upper()
    banner = f"{shop} - {count} items"
    footer = "Total {amount:.2f} {cur}".format(cur=currency, amount=total)
    parts.insert(0, banner)
    parts.append(footer)
    return "\n".join(parts)


def main():
    basket = [("tea", 3.5), ("voucher", 0), ("bread", 2.25)]
    print(receipt_text(basket, "EUR", True))
    print(receipt_text([("milk", 1.2)], "USD", False))


if __name__ == "__main__":
    main()
