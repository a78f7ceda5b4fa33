"""Print a size report for one circle and one square."""
from shapes import Circle, Square


def report(radius, side):
    c = Circle(radius)
    s = Square(side)
    text = c.describe("cm")
    square_area = s.area()
    if square_area > 10:
        text += " (square is large)"
    return text, square_area


if __name__ == "__main__":
    r = 1.5
    side = 4
    summary, area = report(r, side)
    print(summary)
    print("square area:", area)
