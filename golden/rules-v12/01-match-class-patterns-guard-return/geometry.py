"""Areas and ink estimates for plotted shapes."""
PI = 3.14159
MIN_SIDE = 0.5


class Circle:
    def __init__(self, r):
        self.r = r


class Rect:
    def __init__(self, w, h):
        self.w = w
        self.h = h


def ink(shape, strict):
    kind = "plain"
    match shape:
        case Circle(r=radius) if radius > 0:
            area = PI * radius * radius
            kind = "round"
        case Rect(w=width, h=height) if min(width, height) >= MIN_SIDE:
            area = width * height
        case str():
            print("labels use no ink:", shape)
            return 0.0, "label"
        case _:
            if strict:
                raise TypeError("not a shape: %r" % (shape,))
            area = -1.0
    needed = area * 1.1
    return needed, kind
