from shapes import Square, Circle

CREATED = []


def make_shape(kind, size):
    scale = 2
    CREATED.append(kind)
    if kind == "sq":
        return Square(size * scale)
    return Circle(size)
