"""Worker pools whose size the planner may change after creating them."""


class Pool:
    def __init__(self, name, size):
        self.name = name
        self.size = size
        self.busy = 0

    def free(self):
        return self.size - self.busy

    def label(self):
        return "%s(%d)" % (self.name, self.size)


def total_free(pools):
    count = 0
    for pool in pools:
        count += pool.free()
    return count
