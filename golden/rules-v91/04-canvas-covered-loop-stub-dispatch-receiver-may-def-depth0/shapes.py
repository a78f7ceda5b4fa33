"""Shapes that know their own area."""

PI = 3.14159


class Shape:
    def __init__(self, hidden=False):
        self.hidden = hidden

    def area(self):
        return 0.0


class Rect(Shape):
    def __init__(self, w, h, hidden=False):
        super().__init__(hidden)
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h


class Circle(Shape):
    def __init__(self, r):
        super().__init__()
        self.r = r

    def area(self):
        return PI * self.r * self.r
