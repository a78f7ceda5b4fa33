from cart import Cart, Item


class Shopper:
    def __init__(self, name, vip):
        self.name = name
        self.vip = vip


def main():
    ann = Shopper("Ann", True)
    items = [Item("pen", 3, 10), Item("ink", 12, 0), Item("pad", 40, 20)]
    cart = Cart(ann, items)
    print(cart.checkout())
    print(cart.log)


main()
