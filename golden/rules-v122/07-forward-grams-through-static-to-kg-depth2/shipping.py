"""Parcels priced by weight; scale readings arrive in grams."""


class Parcel:
    __slots__ = ("code", "grams", "zone")
    rate_per_kg = 3.5

    def __init__(self, code, grams, zone):
        self.code = code
        self.grams = grams
        self.zone = zone

    @staticmethod
    def to_kg(grams, places):
        kilos = grams / 1000
        return round(kilos, places)

    def price(self):
        kilos = self.to_kg(self.grams, 1)
        return round(kilos * self.rate_per_kg * self.zone, 2)

    def __repr__(self):
        return f"Parcel({self.code}, {self.grams} g, zone {self.zone})"

    def __eq__(self, other):
        return self.code == other.code and self.grams == other.grams
