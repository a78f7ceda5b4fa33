class Counter:
    def __init__(self, start):
        self.value = start
        self.hits = 0

    def bump(self, step):
        self.value += step
        self.hits += 1

    def read(self):
        return self.value

    def reset(self):
        self.hits = 0

def use():
    tag = "t"
    c = Counter(10)
    c.bump(2)
    out = c.read()
    return out
