from orders import Order, process
from pricing import quote


def main():
    percent = 10
    rate = 20
    orders = [
        Order("ann", [(2, 30), (1, 15)], 4),
        Order("bob", [], 1),
        Order("cy", [(1, 200)], 10),
    ]
    results = process(orders, percent, rate)
    grand = 0
    for customer, amount in results:
        print(customer, amount)
        grand += amount
    print("grand total:", grand)
    print("quote for 50:", quote(50))
    print("tax rate:", rate, "%")


main()
