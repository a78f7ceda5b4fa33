class Base:
    def rate(self):
        return self.tier * 2

    def cost(self, units):
        return units * self.rate()

class Premium(Base):
    def __init__(self, tier):
        self.tier = tier
        self.name = "p"

    def label(self):
        return self.name

def bill(n, t):
    p = Premium(t)
    total = p.cost(n)
    return total
