"""Shapes whose descriptions are built up through super() calls."""


class Shape:
    def __init__(self, name):
        self.name = name

    def describe(self):
        return "shape " + self.name


class Polygon(Shape):
    def __init__(self, name, sides):
        super().__init__(name)
        self.sides = sides

    def describe(self):
        base = super().describe()
        return base + ", " + str(self.sides) + " sides"


class Square(Polygon):
    def __init__(self, name, size, verbose):
        super().__init__(name, 4)
        self.size = size
        if verbose:
            print("square", name, size)

    def describe(self):
        text = super().describe()
        return text + ", size " + str(self.size)


class Triangle(Polygon):
    def __init__(self, name):
        super().__init__(name, 3)

    def describe(self):
        return "triangle " + self.name
