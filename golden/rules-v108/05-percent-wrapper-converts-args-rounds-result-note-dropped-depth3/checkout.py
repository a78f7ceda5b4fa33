"""Checkout totals for a small web shop."""
from prices import reduce_by, add_tax, margin, AUDIT

VAT = {"DE": 19, "FR": 20}


def checkout(cart, country, coupon=0):
    subtotal = 0
    for price, qty in cart:
        subtotal += price * qty
    if coupon:
        subtotal = reduce_by(subtotal, coupon, note="coupon")
    label = f"order for {country}"
    taxed = add_tax(subtotal, VAT[country], note=label)
    receipt = f"{label}: {taxed:.2f}"
    return receipt


def shipping(country):
    fee = add_tax(4.9, VAT[country])
    return f"shipping {fee:.2f}"


def profit(cart, cost):
    sale = sum(price * qty for price, qty in cart)
    return margin(cost, sale)


if __name__ == "__main__":
    cart = [(12.0, 2), (3.5, 4)]
    print(checkout(cart, "DE", coupon=10))
    print(shipping("FR"))
    print(profit(cart, 20.0), AUDIT)
