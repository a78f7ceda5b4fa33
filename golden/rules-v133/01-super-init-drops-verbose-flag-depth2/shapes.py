"""Simple shapes with printable labels."""


class Shape:
    def __init__(self, name):
        self.name = name

    def label(self):
        return "<" + self.name + ">"


class Circle(Shape):
    def __init__(self, name, verbose):
        super().__init__(name)
        if verbose:
            print("made circle", name)

    def label(self):
        return "(" + self.name + ")"


class Square(Shape):
    def __init__(self, name, side):
        super().__init__(name)
        self.side = side

    def area(self):
        return self.side * self.side
