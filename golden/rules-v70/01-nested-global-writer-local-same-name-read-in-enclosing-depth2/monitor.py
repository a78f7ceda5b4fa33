"""Poll the sensors once and print what the checks found."""
import sys

import audit


def poll(readings, strict):
    audit.reset_count()
    summary, skipped = audit.check_all(readings, strict)
    print("skipped:", skipped)
    print("failures so far:", audit.failures)
    return summary


def main(argv):
    strict = "--strict" in argv
    sample = {"temp": int(argv[0]), "fan": 3000, "door": 1}
    report = poll(sample, strict)
    print(report)
    return 0


if __name__ == "__main__":
    main(sys.argv[1:] or ["75", "--strict"])
