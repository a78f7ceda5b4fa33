from base import Pipeline


class Doubler(Pipeline):
    def transform(self, x):
        factor = 2
        out = x * factor
        return out


class Tripler(Pipeline):
    def transform(self, x):
        return x * 3


def main():
    a = Doubler("d").run(5)
    b = Tripler("t").run(5)
    c = Doubler("e").finish(1)
    print(a)
    print(b)
    print(c)


main()
