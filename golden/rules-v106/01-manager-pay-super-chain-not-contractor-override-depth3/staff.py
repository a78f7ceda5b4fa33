"""Staff members and how each kind is paid every month, in cents."""

BONUS_CENTS = 5000


def to_cents(amount):
    return int(round(amount * 100))


class Employee:
    reports = 0

    def __init__(self, salary):
        self.salary = salary

    def pay(self):
        return to_cents(self.salary / 12)

    def describe(self):
        return "%s with %d reports" % (type(self).__name__, self.reports)


class Manager(Employee):
    def __init__(self, salary, reports):
        super().__init__(salary)
        self.reports = reports

    def pay(self):
        base = super().pay()
        return base + BONUS_CENTS * self.reports


class Contractor(Employee):
    def __init__(self, rate, hours):
        super().__init__(0)
        self.rate = rate
        self.hours = hours

    def pay(self):
        return to_cents(self.rate * self.hours)
