"""A canvas that adds up the area its visible shapes cover."""
from shapes import Circle, Rect


class Canvas:
    def __init__(self, zoom):
        self.zoom = zoom
        self.shapes = []
        self.queries = 0

    def add(self, shape):
        self.shapes.append(shape)

    def scale(self):
        return self.zoom * self.zoom

    def covered(self, limit):
        self.queries += 1
        factor = self.scale()
        total = 0.0
        skipped = 0
        for shape in self.shapes:
            if shape.hidden:
                skipped += 1
                continue
            size = shape.area() * factor
            if total + size > limit:
                break
            total += size
        self.skipped = skipped
        return total


class PrintCanvas(Canvas):
    def scale(self):
        return self.zoom * self.zoom * 0.9


if __name__ == "__main__":
    board = PrintCanvas(2)
    board.add(Rect(3, 4))
    board.add(Rect(1, 1, hidden=True))
    board.add(Circle(2))
    print(round(board.covered(60.0), 2), board.skipped, board.queries)
