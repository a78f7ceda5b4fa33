class Cart:
    def __init__(self):
        self.items = []
        self.owner = None

    def add(self, thing):
        self.items.append(thing)

    def count(self):
        return len(self.items)

def shop(x):
    cart = Cart()
    cart.add(x)
    n = cart.count()
    tag = "t"
    return n
