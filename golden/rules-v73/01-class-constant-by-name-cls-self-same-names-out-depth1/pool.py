"""Worker pools sized from class-level defaults, as a job runner keeps them."""

LIMIT = 64
BURST = 16


class Pool:
    LIMIT = 8
    BURST = 2
    IDLE_SECONDS = 30

    def __init__(self, name, size):
        self.name = name
        self.size = size

    @classmethod
    def sized(cls, name, wanted):
        size = min(wanted, cls.LIMIT)
        return cls(name, size)

    def spare(self, busy):
        free = self.size - busy
        return max(free, 0) + self.BURST

    def label(self):
        return "%s[%d]" % (self.name, self.size)


def default_pool(name):
    return Pool(name, LIMIT)
