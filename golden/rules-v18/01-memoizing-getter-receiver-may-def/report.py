"""Compare the latest reading of a series with a limit."""
import sys

from stats import Series


def check(samples, extra, limit, verbose):
    series = Series(samples)
    series.add(extra)
    if verbose:
        shown = series.mean()
        print("mean with the new reading:", shown)
    label = series.describe()
    level = series.mean()
    if level > limit:
        return label + " over the limit"
    return label


def weekly(readings, limit, loud):
    history = readings[:-1]
    latest = readings[-1]
    verdict = check(history, latest, limit, loud)
    return verdict


def main(argv):
    readings = [float(arg) for arg in argv if arg != "-v"]
    print(weekly(readings, 2.5, "-v" in argv))


if __name__ == "__main__":
    main(sys.argv[1:] or ["1", "2", "4", "-v"])
