class Tally:
    def __init__(self):
        self.total = 0
        self.hits = 0

    def feed(self, xs):
        for x in xs:
            self.hits += 1
            self.total += x
        return self.total


t = Tally()
print(t.feed([1, 2, 3]))
