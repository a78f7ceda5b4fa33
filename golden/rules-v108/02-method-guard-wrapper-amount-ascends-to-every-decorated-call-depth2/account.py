"""A bank account whose deposits and withdrawals are checked by a decorator."""
from guards import non_negative, audited, summary


class Account:
    def __init__(self, owner):
        self.owner = owner
        self.balance = 0
        self.history = []

    @non_negative
    def deposit(self, amount):
        self.balance += amount
        self.history.append(("in", amount))
        return self.balance

    @non_negative
    def withdraw(self, amount, memo="withdrawal"):
        if amount > self.balance:
            raise ValueError(f"{self.owner}: insufficient funds")
        self.balance -= amount
        self.history.append((memo, -amount))
        return self.balance

    def add_bonus(self, points):
        if points <= 0:
            return 0
        bonus = points * 0.5
        self.deposit(bonus)
        return bonus

    def pay_fees(self, fees):
        total = 0
        for name, fee in fees.items():
            if fee == 0:
                continue
            self.withdraw(fee, name)
            total += fee
        return total

    @audited
    def statement(self):
        return f"{self.owner}: {self.balance:.2f} after {summary(self.history)} moved"
