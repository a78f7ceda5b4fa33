"""Report smoothed temperatures from a sensor log."""
from smooth import smooth


def report(readings, window):
    series = smooth(readings, window)
    hottest = max(series)
    return "max smoothed %.1f over %d readings" % (hottest, len(series))


def parse(lines):
    values = []
    for line in lines:
        if line.strip():
            values.append(float(line))
    return values


if __name__ == "__main__":
    data = parse(["20.5", "21.0", "", "23.5", "22.0", "30.0"])
    print(report(data, 3))
