class Adder:
    def __init__(self, inc):
        self.inc = inc

    def __call__(self, x):
        return x + self.inc

    def other(self, x):
        return x - 1000


def main():
    step = 5
    noise = 1
    add = Adder(step)
    val = 10
    res = add(val)
    print(res, noise)


main()
