"""Accounts with a balance and a free-text note."""


class Account:
    """A customer account."""

    def deposit(self, amount):
        self.balance = self.balance + amount

    def describe(self):
        return self.note + ": " + str(self.balance)


def open_account(start, note):
    acc = Account()
    acc.balance = start
    acc.note = note
    return acc


def transfer(src, dst, amount):
    if amount <= 0:
        return False
    src.balance = src.balance - amount
    dst.balance = dst.balance + amount
    return True
