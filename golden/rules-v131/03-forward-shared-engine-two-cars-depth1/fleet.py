class Engine:
    def __init__(self, power):
        self.power = power
        self.rpm = 0

    def start(self):
        self.rpm = self.power * 10

    def status(self):
        return "%d rpm" % self.rpm


class Car:
    def __init__(self, plate, engine):
        self.plate = plate
        self.engine = engine

    def ignite(self):
        self.engine.start()

    def plate_text(self):
        return "[" + self.plate + "]"
