"""Database connections that count, on the class, how many are open."""

_history = []


class Connection:
    open_count = 0

    def __init__(self, dsn):
        self.dsn = dsn
        self.closed = False
        Connection.open_count += 1
        _history.append(dsn)

    def close(self):
        if self.closed or not self.dsn:
            return
        self.closed = True
        Connection.open_count -= 1

    def describe(self):
        return "%s (%s)" % (self.dsn, "closed" if self.closed else "open")


def in_use():
    return Connection.open_count


def opened():
    return len(_history)
