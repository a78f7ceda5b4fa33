"""Invoice lines: the net amount is validated and taxed whenever it is assigned."""


class Line:
    def __init__(self, net, rate=0.2):
        self.rate = rate
        self.net = net

    @property
    def net(self):
        return self._net

    @net.setter
    def net(self, value):
        if value < 0:
            raise ValueError(f"negative net amount {value}")
        self._net = round(value, 2)
        self._tax = round(self._net * self.rate, 2)

    @property
    def gross(self):
        return self._net + self._tax

    @property
    def tax(self):
        return self._tax
