"""Accounts that can be frozen, and the factory that opens them."""


class Account:
    """A customer account with a balance and a frozen flag."""

    def freeze(self):
        self.frozen = True

    def describe(self):
        state = "frozen" if self.frozen else "open"
        return state + " " + str(self.balance)


def open_account(start, frozen=False):
    acc = Account()
    acc.balance = start
    acc.frozen = frozen
    return acc


def total_balance(accounts):
    total = 0
    for acc in accounts:
        total = total + acc.balance
    return total
