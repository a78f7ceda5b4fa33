"""Accounts, and a helper that moves money between two of them."""


class Account:
    def __init__(self, owner, opening):
        self.owner = owner
        self.balance = opening
        self.entries = []

    def deposit(self, amount):
        self.balance += amount
        self.entries.append(("in", amount))

    def charge(self, fee):
        self.balance -= fee
        self.entries.append(("fee", fee))

    def statement(self):
        return "%s: %d (%d entries)" % (self.owner, self.balance, len(self.entries))


def transfer(src, dst, amount, memo):
    src.balance -= amount
    dst.balance += amount
    src.entries.append(("out", amount, memo))
    dst.entries.append(("in", amount, memo))
