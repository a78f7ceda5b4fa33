class Engine:
    def __init__(self, power):
        self.power = power
        self.rpm = 0

    def start(self):
        self.rpm = self.power * 8

    def describe(self):
        return "%d hp" % self.power


class Car:
    def __init__(self, name, engine):
        self.name = name
        self.engine = engine
        self.fuel = 0

    def label(self):
        return self.name.upper()
