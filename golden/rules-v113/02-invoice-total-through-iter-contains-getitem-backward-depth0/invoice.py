"""Invoice totals for a basket priced from a price list."""


def invoice_total(basket, prices, shipping):
    total = shipping
    priced = 0
    missing = []
    for code in basket:
        if code not in prices:
            missing.append(code)
            continue
        quantity = basket[code]
        if quantity == 0:
            continue
        priced = priced + quantity
        total = total + prices[code] * quantity
    if missing:
        print("no price for", ", ".join(missing))
    print(priced, "items priced")
    return total


def free_shipping(basket, min_lines):
    return len(basket) >= min_lines
