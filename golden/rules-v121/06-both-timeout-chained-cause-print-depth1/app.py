"""Work out request time budgets from named configuration sources."""
from config import DEFAULT_TIMEOUT, parse_settings, read_source
from errors import ConfigError

NAMES = ["base", "fast", "odd", "missing"]


def load_budget(name):
    settings = {}
    try:
        settings = parse_settings(name, read_source(name))
    except ConfigError as e:
        print(f"defaults for {e.source!r}: {e.reason} (cause: {e.__cause__!r})")
    timeout = settings.get("timeout", DEFAULT_TIMEOUT)
    retries = settings.get("retries", 1)
    budget = timeout * (retries + 1)
    return budget


def main(names):
    worst = 0
    for name in names:
        budget = load_budget(name)
        print(f"{name}: {budget}s")
        worst = max(worst, budget)
    return worst


if __name__ == "__main__":
    print("worst budget:", main(NAMES))
