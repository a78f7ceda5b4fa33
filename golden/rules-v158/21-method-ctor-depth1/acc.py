class Acc:
    def __init__(self, start):
        self.n = start

    def total(self):
        v = self.n * 2
        return v

def main():
    acc = Acc(5)
    print(acc.total())

main()
