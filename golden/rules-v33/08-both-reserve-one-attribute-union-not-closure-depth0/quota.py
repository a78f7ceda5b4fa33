"""Disk quota bookkeeping for an upload service."""


class Quota:
    def __init__(self, limit, soft=0.9):
        self.limit = limit
        self.soft = soft
        self.used = 0
        self.denied = 0
        self.warned = False

    def reserve(self, nbytes, tag):
        floor = self.limit * (1 - self.soft)
        if nbytes > self.limit - self.used:
            self.denied += 1
            return -1
        self.used += nbytes
        left = self.limit - self.used
        if left < floor and not self.warned:
            self.warned = True
            print("quota nearly full after", tag)
        return left

    def report(self):
        return "%d/%d bytes used, %d denied" % (self.used, self.limit, self.denied)
