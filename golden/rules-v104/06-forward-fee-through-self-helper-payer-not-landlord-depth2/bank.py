"""Accounts that keep a history of their movements."""


class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance
        self.history = []
        self.fees = 0

    def _apply(self, delta):
        self.balance += delta
        self.history.append(delta)

    def charge(self, fee):
        self.fees += 1
        self._apply(-fee)

    def deposit(self, amount):
        self._apply(amount)
