"""Price one basket and print the invoice total."""

from invoice import free_shipping, invoice_total
from shop import Basket, Money, PriceList


def main():
    prices = PriceList({"tea": 450, "mug": 1200, "cake": 275})
    basket = Basket()
    basket["tea"] = 2
    basket["scone"] = 1
    basket["cake"] = 3
    basket["mug"] = 0
    if free_shipping(basket, 5):
        shipping = Money(0)
    else:
        shipping = Money(495)
    total = invoice_total(basket, prices, shipping)
    print("lines in basket:", len(basket))
    print("total due:", total)


if __name__ == "__main__":
    main()
