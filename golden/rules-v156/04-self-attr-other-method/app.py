class Counter:
    def __init__(self):
        self.hits = 0
        self.misses = 0

    def record(self, ok):
        if ok:
            self.hits += 1
        else:
            self.misses += 1

    def report(self):
        return self.hits


def main():
    flag = True
    c = Counter()
    c.record(flag)
    n = c.report()
    print(n)


main()
