"""A metrics registry in the style of prometheus_client: a counter is created once, then looked up by name."""

_registry = {}


def check_name(name):
    if not name.replace("_", "").isalnum():
        raise ValueError("bad metric name: " + name)
    return name


class Counter:
    def __init__(self, name):
        self.name = check_name(name)
        self.value = 0.0

    def inc(self, amount=1.0):
        if amount < 0:
            raise ValueError("counters only go up")
        self.value += amount

    def sample(self):
        return "%s_total %s" % (self.name, self.value)


def counter(name):
    if name not in _registry:
        _registry[name] = Counter(name)
    return _registry[name]
