class Shape:
    def __init__(self, sides):
        self.sides = sides


class Square(Shape):
    def __init__(self, size):
        label = str(size)
        count = size - size + 4
        super().__init__(count)


def main():
    sq = Square(5)
    n = sq.sides
    print(n)


main()
