class Gauge:
    def update(self, x):
        if x > 10:
            self.value = x

    def peek(self):
        return 0


def main():
    g = Gauge()
    h = Gauge()
    g.value = 5
    h.update(30)
    g.update(20)
    v = g.value
    print(v, h.peek())


main()
