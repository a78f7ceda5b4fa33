"""Library items and the fines charged when they come back late."""

DAILY_FINE = 0.25


class Item:
    def __init__(self, title, days_allowed):
        self.title = title
        self.days_allowed = days_allowed

    def fine(self, days_out):
        late = max(0, days_out - self.days_allowed)
        return late * DAILY_FINE


class Dvd(Item):
    def __init__(self, title, days_allowed, cap):
        super().__init__(title, days_allowed)
        self.cap = cap

    def fine(self, days_out):
        charge = super().fine(days_out)
        return min(charge, self.cap)


class Magazine(Item):
    def fine(self, days_out):
        return 0.0
