"""Read a meter over a batch of samples."""
from gauges import Meter


def measure(samples, origin):
    m = Meter()
    m.reset()
    tag = origin.upper()
    for step in samples:
        m.tick(step, tag)
    print("now", m.describe())
    per_sec = m.rate(len(samples))
    print("per second", per_sec)
    return m


def main(batch):
    meter = measure(batch, "line-a")
    print(meter.describe(), meter.peak)


if __name__ == "__main__":
    main([3, 5, -20, 4])
