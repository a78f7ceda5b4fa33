"""Shipments priced by a classmethod factory that picks the subclass."""
from abc import ABC, abstractmethod


class Shipment(ABC):
    def __init__(self, weight, rate):
        self.cost = round(weight * rate, 2)

    @classmethod
    def quote(cls, weight, express, label):
        print("quoting", label)
        if express:
            return Express(weight)
        return Ground(weight)

    @abstractmethod
    def carrier(self):
        """Name of the carrier."""


class Express(Shipment):
    def __init__(self, weight):
        super().__init__(weight, 4.5)

    def carrier(self):
        return "AirFast"


class Ground(Shipment):
    def __init__(self, weight):
        super().__init__(weight, 1.25)

    def carrier(self):
        return "RoadCo"
