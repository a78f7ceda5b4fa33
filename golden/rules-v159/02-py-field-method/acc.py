class Acc:
    def __init__(self):
        self.total = 0

    def add(self, v):
        self.total += v

    def report(self):
        return self.total * 2


def run(n):
    acc = Acc()
    spare = Acc()
    step = n + 1
    acc.add(step)
    out = acc.report()
    spare_out = spare.report()
    print(out)
    print(spare_out)


run(4)
