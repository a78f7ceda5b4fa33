"""Subscription plans; the student plan overrides the fee helper."""


class Plan:
    def __init__(self, base):
        self.base = base
        self.extras = 0

    def add_extra(self, amount):
        self.extras += amount

    def _fee(self, months):
        return self.base * months

    def quote(self, months):
        fee = self._fee(months)
        total = fee + self.extras
        return total


class StudentPlan(Plan):
    def _fee(self, months):
        if months >= 12:
            return self.base * months // 2
        return self.base * months * 3 // 4
