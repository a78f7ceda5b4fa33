class Counter:
    def add(self, k):
        self.n = k

    def get(self):
        return self.n


def main():
    a = Counter()
    b = Counter()
    step = 3
    a.add(step)
    b.add(1)
    x = a.get()
    y = b.get()
    print(x)
    print(y)


main()
