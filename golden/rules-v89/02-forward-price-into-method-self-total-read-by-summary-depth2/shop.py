"""Checkout: price one article, add it to the cart and print the bill."""
from cart import Cart, money

TAX = 0.2


def checkout(owner, item, raw_price, shipping):
    cart = Cart(owner)
    cart.add("bag", 0.10)
    price = round(float(raw_price) * (1 + TAX), 2)
    count = cart.add(item, price)
    fee = money(shipping)
    bill = cart.summary()
    print(bill)
    print("items:", count, "shipping:", fee)
    return bill


def main():
    bill = checkout("ada", "lamp", "19.90", 4.5)
    lines = bill.splitlines()
    print(len(lines), "lines")


if __name__ == "__main__":
    main()
