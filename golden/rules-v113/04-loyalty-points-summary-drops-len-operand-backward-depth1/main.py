"""Print each customer's basket value and loyalty points."""

from loyalty import basket_value, loyalty_points
from shop import Basket, PriceList


class Customer:
    def __init__(self, name, tier):
        self.name = name
        self.tier = tier


def report(customer, basket, prices):
    if len(basket) == 0:
        print(customer.name, "has an empty basket")
        return
    points = loyalty_points(basket, prices, customer.tier)
    total = basket_value(basket, prices)
    print(f"{customer.name}: {total}, {points} points")


def preview(basket, prices):
    return loyalty_points(basket, prices, "silver")


def main():
    prices = PriceList({"tea": 450, "mug": 1200, "cake": 275})
    basket = Basket()
    basket["tea"] = 2
    basket["cake"] = 3
    basket["mug"] = 1
    report(Customer("Ana", "gold"), basket, prices)
    report(Customer("Ben", "bronze"), Basket(), prices)
    print("as a silver customer:", preview(basket, prices), "points")


if __name__ == "__main__":
    main()
