class Item:
    def __init__(self, price):
        self.price = price


def main():
    items = [Item(3), Item(5)]
    for it in items:
        print(it.price)
    items[0].price = 10
    first = items[0]
    p = first.price
    print(p)


main()
