from settings import MIN_TEMP, MAX_TEMP, clamp, target_for, show


class Thermostat:
    def __init__(self, day_target, night_target, margin):
        self.day_target = clamp(day_target, MIN_TEMP, MAX_TEMP)
        self.night_target = clamp(night_target, MIN_TEMP, MAX_TEMP)
        self.margin = margin
        self.heating = False
        self.switches = 0
        self.history = []

    def step(self, hour, reading):
        goal = target_for(hour, self.day_target, self.night_target)
        low = goal - self.margin
        high = goal + self.margin
        was_on = self.heating
        if reading < low:
            self.heating = True
        elif reading > high:
            self.heating = False
        if self.heating != was_on:
            self.switches += 1
        self.history.append((hour, show(reading)))
        return self.heating

    def summary(self):
        return "%d switches over %d readings" % (self.switches, len(self.history))


def run_day(stat, readings):
    hours_on = 0
    for hour, reading in readings:
        if stat.step(hour, reading):
            hours_on += 1
    return hours_on


def main():
    stat = Thermostat(20, 16, 0.5)
    readings = [(6, 15.0), (8, 19.0), (12, 21.0), (18, 19.8), (23, 17.0)]
    hours_on = run_day(stat, readings)
    print(stat.summary())
    print("heating hours:", hours_on)


main()
