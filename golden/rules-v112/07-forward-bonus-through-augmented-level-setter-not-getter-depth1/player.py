"""Players whose level is capped and whose next threshold follows the level."""


class Player:
    def __init__(self, name, level=1):
        self.name = name
        self.level = level

    @property
    def level(self):
        return self._level

    @level.setter
    def level(self, value):
        if value < 1:
            raise ValueError(f"{self.name}: level {value} is below 1")
        self._level = min(value, 60)
        self._next_at = 100 * self._level ** 2

    @property
    def next_at(self):
        return self._next_at

    @property
    def title(self):
        return f"{self.name} (lv {self._level})"
