"""Check out the carts of the day."""
from receipt import Receipt

RATES = {"north": 0.2, "south": 0.1}
BAG = 15
ORDERS = [("north", [("tea", 350), ("milk", 120)]), ("south", [("bread", 280)])]


def checkout(cart, store, memo):
    rate = RATES.get(store, 0.2)
    receipt = Receipt(store, rate)
    count = 0
    for name, cents in cart:
        receipt.add(name, cents)
        count += 1
    text = receipt.note(memo).add("bag", BAG).render()
    print(count, "items")
    return text


if __name__ == "__main__":
    number = 0
    for store, cart in ORDERS:
        number += 1
        memo = "order %d" % number
        print(checkout(cart, store, memo))
