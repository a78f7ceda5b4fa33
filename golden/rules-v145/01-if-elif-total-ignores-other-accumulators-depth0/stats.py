"""Summaries of a day's card transactions."""


def summarize(amounts, limit):
    """Split a day's amounts into refunds, normal sales and oversized sales."""
    total = 0
    refunds = 0
    largest = 0
    for amount in amounts:
        if amount < 0:
            refunds += 1
        elif amount <= limit:
            total += amount
        else:
            largest = max(largest, amount)
    average = total / len(amounts) if amounts else 0
    print(f"refunds={refunds} largest={largest}")
    return round(average, 2)


def format_money(value):
    """Render an amount in euros with two decimals."""
    return f"{value:.2f} EUR"
