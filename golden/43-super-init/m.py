class Base:
    def __init__(self, v):
        self.v = v

class Child(Base):
    def __init__(self, v, w):
        super().__init__(v)
        self.w = w

def make(a, b):
    note = b * 2
    c = Child(a, b)
    return c.v
