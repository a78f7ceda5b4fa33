"""Accounts that pay a per-transfer fee; the fee starts as a class default."""


class Account:
    fee = 1.5
    currency = "EUR"
    opened = 0

    def __init__(self, owner, balance):
        Account.opened += 1
        self.owner = owner
        self.balance = balance
        self.history = []

    @staticmethod
    def fee_for(amount, channel):
        if channel == "branch":
            print("branch transfer of", amount)
        return 0.0 if amount >= 500 else 0.8

    def settle(self, amount, channel):
        listed = self.fee
        self.fee = self.fee_for(amount, channel)
        charged = amount + self.fee
        self.balance -= charged
        self.history.append((amount, listed, self.fee))
        return charged

    def __repr__(self):
        return f"Account({self.owner!r}, {self.balance:.2f} {self.currency})"
