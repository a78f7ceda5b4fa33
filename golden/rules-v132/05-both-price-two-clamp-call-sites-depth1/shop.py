from pricing import quote


def checkout(cart, coupon_code, coupons):
    coupon = coupons.get(coupon_code)
    lines = []
    grand = 0
    for item, qty in cart:
        count = qty if qty > 0 else 1
        total, free = quote(item, count, coupon)
        grand += total
        lines.append((item["sku"], total, "free" if free else "paid"))
    shipping = 0 if grand > 200 else 7
    return lines, grand + shipping


if __name__ == "__main__":
    coupons = {"TEN": {"pct": 10}}
    cart = [({"sku": "a1", "price": 40}, 2), ({"sku": "b2", "price": 900, "light": True}, 0), ({"sku": "c3", "price": 5}, 30)]
    print(checkout(cart, "TEN", coupons))
    print(checkout(cart, None, coupons))
    assert coupons["TEN"]["pct"] == 10
