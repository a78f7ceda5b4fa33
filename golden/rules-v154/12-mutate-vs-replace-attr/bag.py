class Bag:
    def __init__(self):
        self.items = []

    def put(self, x):
        self.items.append(x)

    def reset(self, seed):
        self.items = [seed]

    def size(self, k):
        return k


def main():
    a = 1
    b = 2
    c = 3
    d = 4
    bag = Bag()
    bag.put(a)
    bag.reset(b)
    bag.put(c)
    bag.size(d)
    out = list(bag.items)
    print(out)


main()
