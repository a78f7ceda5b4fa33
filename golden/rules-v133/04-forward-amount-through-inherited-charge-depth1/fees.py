"""Fee schedules: a base rate that subclasses may override."""


class Fee:
    RATE = 0.10

    def __init__(self, base):
        self.base = base

    def charge(self, amount):
        variable = amount * self.RATE
        return round(variable + self.base, 2)

    def describe(self):
        return type(self).__name__ + " at " + str(self.RATE)


class Reduced(Fee):
    RATE = 0.05


class Capped(Fee):
    def __init__(self, base, cap):
        super().__init__(base)
        self.cap = cap

    def charge(self, amount):
        return min(amount * self.RATE, self.cap)
