from pricing import apply, banner


def checkout(items, member):
    subtotal = sum(items)
    loyalty = 15 if member else 0
    promo = apply(subtotal, pct=loyalty, reason="member")
    shipping = apply(9.0, floor=4.0)
    total = promo + shipping
    style = {"upper": member}
    title = banner("order", "total", **style)
    print(title)
    return total


def main():
    paid = checkout([20.0, 35.0], True)
    print(paid)


if __name__ == "__main__":
    main()
