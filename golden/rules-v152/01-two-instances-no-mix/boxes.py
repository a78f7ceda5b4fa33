class Box:
    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v


def main():
    a = Box(1)
    b = Box(2)
    b.v = 10
    x = a.get()
    print(x)
    print(b.get())


main()
