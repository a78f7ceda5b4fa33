"""Customer accounts that can be charged a fee."""


class Account:
    def __init__(self, owner, balance, frozen=False):
        self.owner = owner
        self.balance = balance
        self.frozen = frozen

    def charge(self, fee):
        taken = min(fee, self.balance)
        self.balance -= taken
        return taken

    def describe(self):
        return "%s: %.2f" % (self.owner, self.balance)
