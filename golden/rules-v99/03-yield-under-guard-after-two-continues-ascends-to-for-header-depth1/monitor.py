"""Report the hottest reading of one probe."""
from readings import parse_readings


def hottest(log_lines, sensor, limit):
    best = None
    for reading in parse_readings(log_lines, sensor.lower()):
        if best is None or reading > best:
            best = reading
    alarm = best is not None and best > limit
    return best, alarm


def main():
    lines = ["# probe log", "t1=21.5", "t2=19.0", "t1=-80", "", "t1=23.0"]
    print(hottest(lines, "T1", 22.0))


if __name__ == "__main__":
    main()
