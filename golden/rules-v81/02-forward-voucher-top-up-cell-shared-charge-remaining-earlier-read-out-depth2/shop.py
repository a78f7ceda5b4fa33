"""Ring up a basket against a prepaid wallet, with an optional voucher."""
from wallet import open_wallet

VOUCHERS = {"WELCOME": 5.0, "VIP": 20.0}


def checkout(basket, credit, code):
    top_up, charge, remaining = open_wallet(credit)
    start = remaining()
    voucher = VOUCHERS.get(code, 0.0)
    if voucher:
        top_up(voucher)
    bought = []
    for item, price in basket:
        if charge(price):
            bought.append(item)
    left = remaining()
    print("wallet held %.2f before the voucher" % start)
    return bought, left


def receipt(basket, credit, code):
    bought, left = checkout(basket, credit, code)
    lines = ["bought: " + ", ".join(bought)]
    lines.append("left: %.2f" % left)
    return "\n".join(lines)


def main():
    basket = [("tea", 4.5), ("cake", 12.0), ("jam", 6.0)]
    print(receipt(basket, 10.0, "WELCOME"))
    print(receipt(basket, 10.0, "NONE"))


if __name__ == "__main__":
    main()
