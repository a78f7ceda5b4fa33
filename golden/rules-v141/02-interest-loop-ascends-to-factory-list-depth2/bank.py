"""Accounts and the factory that opens them."""


class Account:
    """A customer account; balance is its only attribute."""

    def deposit(self, amount):
        self.balance = self.balance + amount

    def withdraw(self, amount):
        if amount > self.balance:
            return False
        self.balance = self.balance - amount
        return True

    def describe(self):
        return "balance " + str(self.balance)


def open_account(start):
    acc = Account()
    acc.balance = start
    return acc
