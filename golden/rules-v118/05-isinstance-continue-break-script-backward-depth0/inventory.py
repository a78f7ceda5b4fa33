"""Sum the areas in a mixed shape inventory, stopping at a limit (script)."""
import math
from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        """Area in square units."""


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side * self.side


class Circle(Shape):
    def __init__(self, radius):
        self.radius = radius

    def area(self):
        return math.pi * self.radius ** 2


LIMIT = 20.0
items = [Square(2), Circle(1), "label", Square(3), Circle(2), Square(1)]
total = 0.0
skipped = 0
for item in items:
    if not isinstance(item, Shape):
        skipped += 1
        continue
    if isinstance(item, Square):
        total += item.side ** 2
    else:
        total += round(item.area(), 1)
    if total > LIMIT:
        break
print("total", round(total, 2), "skipped", skipped)
