"""Restocking rules for the corner shop's shelves."""


def pick_low(stock, minimum, featured):
    item = featured.strip().lower()
    if not item:
        item = "(none)"
    low = [item for item in stock if stock[item] < minimum]
    low.sort()
    spare = {item: qty - minimum for item, qty in stock.items() if qty >= minimum}
    headline = f"featured: {item}, {len(low)} running low"
    return headline, low, spare


def reorder_amounts(stock, low, target):
    amounts = {item: target - stock[item] for item in low}
    total = sum(amounts[item] for item in amounts)
    return amounts, total


def describe(amounts):
    parts = [f"{name} x{count}" for name, count in sorted(amounts.items())]
    if not parts:
        return "nothing to order"
    return ", ".join(parts)
