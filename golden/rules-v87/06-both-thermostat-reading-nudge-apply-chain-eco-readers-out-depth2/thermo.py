"""A thermostat whose setpoint moves in clamped steps."""

LOW = 12
HIGH = 28


class Thermostat:
    def power_on(self, start):
        self.moves = 0
        self._apply(start)

    def _apply(self, value):
        self.setpoint = value

    def nudge(self, delta):
        print("nudge from", self.setpoint)
        target = self._clamp(self.setpoint + delta)
        if target != self.setpoint:
            self._apply(target)
            self.moves += 1
        return target

    def _clamp(self, value):
        return max(LOW, min(HIGH, value))

    def reading(self):
        return self.setpoint

    def is_eco(self):
        return self._below(19)

    def _below(self, limit):
        return self.setpoint < limit

    def describe(self):
        return f"{self.setpoint} after {self.moves} moves"
