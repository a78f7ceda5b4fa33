"""A weather station polls its probes."""
from sensors import Hygrometer, Thermometer


def poll(raw_temp, raw_hum, unit):
    probe = Thermometer("roof", 0.0, unit)
    damp = Hygrometer("cellar", 1.5)
    probe.calibrate(20.0, 19.2)
    damp.calibrate(50.0, 52.0)
    print(probe.describe())
    lines = [probe.read(raw_temp)]
    lines.append(damp.read(raw_hum))
    return "\n".join(lines)


def run(samples, unit):
    reports = []
    for raw_temp, raw_hum in samples:
        reports.append(poll(raw_temp, raw_hum, unit))
    return reports


if __name__ == "__main__":
    for report in run([(21.5, 480.0), (-52.0, 990.0)], "F"):
        print(report)
