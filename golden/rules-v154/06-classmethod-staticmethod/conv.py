class Conv:
    @classmethod
    def scaled(cls, v):
        return v * 3

    @staticmethod
    def shift(v, by):
        print(by)
        return v + 1


def main():
    a = 2
    b = 8
    s = Conv.scaled(a)
    t = Conv.shift(s, b)
    print(t)


main()
