class Multiplier:
    def __init__(self, k):
        self.k = k

    def __call__(self, v, label):
        tag = label.strip()
        return v * self.k


def main():
    k = 3
    m = Multiplier(k)
    x = 7
    lab = " a "
    y = m(x, lab)
    print(y)


main()
