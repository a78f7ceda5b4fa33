"""A nested generator reads a name of its enclosing function."""


def scaled(k, xs, label):
    tag = label.strip()

    def gen(items):
        for x in items:
            yield x * k

    out = list(gen(xs))
    return out, tag


K = 3
VALUES = [1, 2]
LABEL = " v "
print(scaled(K, VALUES, LABEL))
