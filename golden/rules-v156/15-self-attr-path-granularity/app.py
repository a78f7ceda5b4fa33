class Account:
    def __init__(self, owner):
        self.owner = owner
        self.rate = 0.0

    def set_rate(self, rate):
        self.rate = rate

    def interest(self, amount):
        return amount * self.rate


def main():
    r = 0.5
    acc = Account("ann")
    acc.set_rate(r)
    print(acc.owner)
    print(acc.interest(100))


main()
