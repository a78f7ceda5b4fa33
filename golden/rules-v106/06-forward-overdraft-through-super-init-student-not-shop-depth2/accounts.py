"""Bank accounts with an overdraft; students get a capped one, shops pay a fee."""

STUDENT_CAP = 100


class Account:
    fee = 0

    def __init__(self, owner, overdraft):
        self.owner = owner
        self.balance = 0
        self.overdraft = overdraft

    def available(self):
        return self.balance + self.overdraft

    def withdraw(self, amount):
        cost = amount + self.fee
        if cost > self.available():
            return False
        self.balance -= cost
        return True


class Student(Account):
    def __init__(self, owner, overdraft, school):
        self.school = school
        super().__init__(owner, min(overdraft, STUDENT_CAP))

    def withdraw(self, amount):
        if amount > self.available():
            print("declined for", self.owner)
            return False
        self.balance -= amount
        return True


class Shop(Account):
    fee = 3
