"""A thermostat whose set point is converted, checked and rate-limited on assignment."""


class Thermostat:
    def __init__(self, room, celsius=20.0, unit="C"):
        self.room = room
        self.unit = unit
        self._frozen = False
        self._changes = 0
        self._celsius = 0.0
        self.celsius = celsius

    @property
    def celsius(self):
        return self._celsius

    @celsius.setter
    def celsius(self, value):
        reading = float(value)
        if self.unit == "F":
            reading = (reading - 32) * 5 / 9
        if reading < -273.15:
            raise ValueError(f"{self.room}: {value} is below absolute zero")
        if self._frozen:
            return
        step = reading - self._celsius
        if abs(step) > 10:
            reading = self._celsius + (10 if step > 0 else -10)
        self._celsius = round(reading, 1)
        self._changes += 1

    @property
    def fahrenheit(self):
        return self._celsius * 9 / 5 + 32

    @property
    def changes(self):
        return self._changes

    def freeze(self):
        self._frozen = True


def main():
    hall = Thermostat("hall")
    hall.celsius = 35
    lab = Thermostat("lab", 68, unit="F")
    lab.freeze()
    lab.celsius = 90
    print(hall.celsius, hall.fahrenheit, lab.celsius, hall.changes)


if __name__ == "__main__":
    main()
