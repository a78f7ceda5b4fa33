"""Checkout totals."""
import pricing
from pricing import taxed


def checkout(prices, region):
    subtotal = sum(prices)
    if region == "export":
        pricing.set_rate(0.0)
    total = taxed(subtotal)
    quoted = taxed(subtotal, rate=pricing.current_rate())
    return total, quoted


if __name__ == "__main__":
    print(checkout([10.0, 5.0], "export"))
