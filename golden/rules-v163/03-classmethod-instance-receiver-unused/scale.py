class Scale:
    factor = 3

    def __init__(self, start):
        self.start = start

    @classmethod
    def double(cls, v, note):
        out = v * 2
        note = note + "!"
        return out


def main():
    seed = 5
    s = Scale(seed)
    n = 4
    tag = "t"
    r1 = Scale.double(n, tag)
    r2 = s.double(r1, tag)
    print(r2)


main()
