"""Entry point: calibrates the station log and probes one extra sensor."""
from station import calibrate, probe

LOG = ["t1=20.5", "t2=21.0", " t3 = 19.25"]
OFFSET = 0.25


def show(record, drift):
    sensor, value = record
    print("latest:", sensor, value, "drift:", round(drift, 2))


def extra_probe(text):
    value = probe(text)
    print("probe:", value)
    return value


if __name__ == "__main__":
    record, drift = calibrate(LOG, OFFSET)
    show(record, drift)
    extra_probe("t9=1.5")
