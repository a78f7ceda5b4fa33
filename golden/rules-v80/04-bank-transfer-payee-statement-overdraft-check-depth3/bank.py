"""Accounts with an overdraft limit and a journaled transfer, the textbook bank example."""


class Account:
    def __init__(self, owner, balance=0, overdraft=0):
        self.owner = owner
        self.balance = balance
        self.overdraft = overdraft
        self.history = []

    def deposit(self, amount):
        self.balance += amount
        self.history.append(("deposit", amount))

    def can_withdraw(self, amount):
        return self.balance - amount >= -self.overdraft

    def withdraw(self, amount):
        if not self.can_withdraw(amount):
            return False
        self.balance -= amount
        self.history.append(("withdraw", amount))
        return True

    def statement(self):
        return "%s: %d (limit %d, %d entries)" % (self.owner, self.balance, self.overdraft, len(self.history))


def transfer(src, dst, amount, journal):
    if amount <= 0:
        journal.append("ignored transfer of %d" % amount)
        return
    if not src.withdraw(amount):
        journal.append("refused %d: over the limit" % amount)
        return
    dst.deposit(amount)
    journal.append("moved %d" % amount)
