"""Account model and helpers shared by the branch scripts."""


class Account:
    """A customer account; its only attribute is balance."""

    def deposit(self, amount):
        self.balance = self.balance + amount

    def describe(self):
        return "balance=" + str(self.balance)


def open_account(start):
    acc = Account()
    acc.balance = start
    return acc


def charge_fee(acc, fee):
    if fee <= 0:
        return 0
    acc.balance = acc.balance - fee
    return fee
