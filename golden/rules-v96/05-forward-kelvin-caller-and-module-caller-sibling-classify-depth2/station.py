"""Summary of one weather station's samples."""
from alerts import classify
from units import to_celsius, valid_raw


def read_station(samples, offset):
    temps = []
    for raw in samples:
        if not valid_raw(raw):
            continue
        temps.append(to_celsius(raw, offset))
    peak = max(temps)
    alert = classify(peak)
    count = len(temps)
    return {"peak": peak, "alert": alert, "count": count}


def render(summary):
    return f"peak {summary['peak']} C ({summary['alert']}), {summary['count']} samples"


if __name__ == "__main__":
    samples = [2981, 3051, 3141, 9999, 3120]
    summary = read_station(samples, 0.5)
    print(render(summary))
