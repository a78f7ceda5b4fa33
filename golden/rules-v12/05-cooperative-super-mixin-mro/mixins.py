"""Behaviour shared by record types."""
import time


class Stamped:
    def __init__(self, name, stamp=None):
        super().__init__(name)
        self.stamp = stamp if stamp is not None else time.time()

    def describe(self):
        text = super().describe()
        return "%s at %s" % (text, self.stamp)
