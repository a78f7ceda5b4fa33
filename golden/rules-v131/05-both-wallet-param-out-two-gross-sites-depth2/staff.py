class Wallet:
    def __init__(self, owner):
        self.owner = owner
        self.balance = 0
        self.history = []

    def add(self, amount):
        self.balance += amount
        self.history.append(amount)

    def summary(self):
        return "%s: %d" % (self.owner, self.balance)


class Employee:
    def __init__(self, name, wallet):
        self.name = name
        self.wallet = wallet

    def pay(self, amount):
        self.wallet.add(amount)

    def statement(self):
        return self.wallet.summary()

    def title(self):
        return self.name.title()
