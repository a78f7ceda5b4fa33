"""Ledger accounts kept in a dict by customer name."""


class Account:
    """An account whose only attribute is balance."""

    def deposit(self, amount):
        self.balance = self.balance + self._check(amount)

    def _check(self, amount):
        if amount < -self.balance:
            return 0
        return amount

    def current(self):
        return self.balance


def new_account(start):
    acc = Account()
    acc.balance = start
    return acc
