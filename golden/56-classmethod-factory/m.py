class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    @classmethod
    def origin(cls, shift):
        return cls(shift, 0)

def make(s):
    p = Point.origin(s)
    label = "p"
    return p.x
