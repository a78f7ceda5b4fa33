from config import Config

PAIRS = [("t", 5), ("r", 2)]
STRICT = True


def load(key):
    cfg = Config.from_pairs(PAIRS, STRICT)
    timeout = cfg.values[key]
    return timeout


print(load("t"))
