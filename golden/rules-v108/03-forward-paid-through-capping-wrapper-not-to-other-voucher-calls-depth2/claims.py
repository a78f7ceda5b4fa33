"""Settle customer claims for late or disappointing orders."""
from policy import refund, voucher, explain


def settle(order):
    paid = order["price"] * order["qty"]
    back = refund(paid, order["days_late"])
    extra = voucher(order["price"], order["stars"])
    total = back + extra
    note = explain(back, paid)
    return total, note


def goodwill(stars):
    gift = voucher(20.0, stars)
    return f"goodwill voucher {gift:.2f}"


def run_claims(orders):
    lines = []
    refunded = 0
    for order in orders:
        total, note = settle(order)
        refunded += total
        lines.append(f"{order['id']}: {total:.2f} ({note})")
    lines.append(f"refunded {refunded:.2f}")
    return lines


ORDERS = [
    {"id": "A1", "price": 12.0, "qty": 2, "days_late": 3, "stars": 4},
    {"id": "B2", "price": 1.5, "qty": 1, "days_late": 40, "stars": 1},
    {"id": "C3", "price": 30.0, "qty": 1, "days_late": 10, "stars": 5},
]

if __name__ == "__main__":
    for line in run_claims(ORDERS):
        print(line)
    print(goodwill(2))
