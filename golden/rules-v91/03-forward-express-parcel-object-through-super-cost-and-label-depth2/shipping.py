"""Parcels, express parcels that cost more, and bulk freight."""

RATE_PER_KG = 4.0
EXPRESS_FACTOR = 1.5


class Parcel:
    def __init__(self, weight, destination):
        self.weight = weight
        self.destination = destination

    def cost(self):
        base = self.weight * RATE_PER_KG
        return round(base, 2)

    def label(self):
        return f"{self.destination.upper()} {self.weight:.1f}kg"


class Express(Parcel):
    def __init__(self, weight, destination, deadline):
        super().__init__(weight, destination)
        self.deadline = deadline

    def cost(self):
        plain = super().cost()
        return round(plain * EXPRESS_FACTOR, 2)

    def label(self):
        return super().label() + " EXPRESS by " + self.deadline


class Freight(Parcel):
    def cost(self):
        return round(self.weight * RATE_PER_KG * 0.8, 2)
