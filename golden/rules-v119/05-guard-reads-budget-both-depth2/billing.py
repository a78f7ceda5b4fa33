"""Price a shopping basket line by line."""
from rates import TAX, member_discount


def line_price(item, member, coupons):
    budget = member_discount(member) * 10
    price = item["price"] * item.get("qty", 1)
    match item:
        case {"kind": "gift"}:
            price = 0
        case {"kind": "food", "organic": True}:
            price = price * 1.1
        case {"coupon": code} if code in coupons and price > budget:
            price = price - budget
            print("applied coupon", code)
    return round(price * (1 + TAX), 2)


def checkout(basket, member, coupons):
    total = 0
    lines = 0
    for item in basket:
        total += line_price(item, member, coupons)
        lines += 1
    print(f"{lines} lines, total {total:.2f}")


cart = [
    {"kind": "food", "price": 4.0, "qty": 3, "organic": True},
    {"kind": "book", "price": 30.0, "coupon": "READ5"},
    {"kind": "gift", "price": 12.0},
]
shopper = {"tier": "silver", "years": 6}
codes = ["READ5"]
checkout(cart, shopper, codes)
