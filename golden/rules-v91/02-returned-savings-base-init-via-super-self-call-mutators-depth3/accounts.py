"""Bank accounts: a base account, savings with interest, checking with fees."""

FEE = 0.5


class Account:
    def __init__(self, owner, opening):
        self.owner = owner
        self.balance = opening
        self.history = []

    def set_contact(self, email):
        self.contact = email.strip().lower()

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self._log("deposit", amount)

    def _log(self, kind, amount):
        self.history.append((kind, round(amount, 2)))

    def statement(self):
        rows = [f"{kind:<8}{amount:>10.2f}" for kind, amount in self.history]
        return "\n".join([self.owner] + rows)


class Savings(Account):
    def __init__(self, owner, opening, rate):
        super().__init__(owner, opening)
        self.rate = rate

    def add_interest(self):
        gained = round(self.balance * self.rate, 2)
        self.deposit(gained)
        return gained


class Checking(Account):
    def deposit(self, amount):
        self.balance -= FEE
        super().deposit(amount)
