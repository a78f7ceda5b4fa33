class Base:
    def __init__(self):
        self.items = []

    def add(self, x):
        print("added")
        self.items.append(x)


class Child(Base):
    def add(self, x):
        y = x * 2
        super().add(y)


def main():
    c = Child()
    n = 5
    m = 9
    c.add(n)
    out = c.items
    print(out, m)


main()
