"""Shapes with an abstract area hook and a template method that uses it."""
import math
from abc import ABC, abstractmethod


class Shape(ABC):
    def __init__(self, name):
        self.name = name

    @abstractmethod
    def area(self):
        """Return the area in square units."""

    def describe(self, unit):
        size = round(self.area(), 2)
        label = self.name.title()
        return f"{label}: {size} {unit}^2"


class Circle(Shape):
    def __init__(self, radius):
        super().__init__("circle")
        self.radius = radius

    def area(self):
        return math.pi * self.radius ** 2


class Square(Shape):
    def __init__(self, side):
        super().__init__("square")
        self.side = side

    def area(self):
        return self.side * self.side
