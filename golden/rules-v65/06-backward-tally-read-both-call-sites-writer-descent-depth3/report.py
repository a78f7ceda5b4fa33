"""Import one batch of readings and report the running tally."""
from pipeline import normalize

FACTORS = {"mm": 0.001, "cm": 0.01}


def import_batch(batch, unit):
    factor = FACTORS.get(unit, 1.0)
    stored = []
    seen = normalize(batch, unit, factor, stored)
    average = sum(stored) / max(len(stored), 1)
    status = "ok" if seen < 100 else "full"
    return f"{unit}: {seen} seen, avg {average:.3f}, {status}"


if __name__ == "__main__":
    print(import_batch([12.0, None, 30.0, 18.0], "cm"))
