class Box:
    def __init__(self, w):
        self.w = w
        self.h = 1

    def area(self):
        return self.w * 2

def make(size):
    b = Box(size)
    extra = 3
    return b.area()
