class Builder:
    def __init__(self):
        self.parts = []

    def add(self, p):
        self.parts.append(p)
        return self

    def note(self, msg):
        print(msg)
        return self

    def build(self):
        return "-".join(self.parts)


def main():
    x = "a"
    y = "b"
    z = "ignored"
    b = Builder()
    out = b.add(x).note(z).add(y).build()
    print(out)


main()
