"""Temperature alerts for the server racks."""
import sys

from outbox import notify

WARN_AT = 75.0
CRIT_AT = 90.0


def classify(peak):
    if peak >= CRIT_AT:
        return "critical"
    if peak >= WARN_AT:
        return "warning"
    return "ok"


def check_rack(rack, readings, channel):
    peak = max(readings)
    level = classify(peak)
    urgent = level == "critical"
    opts = {"urgent": urgent}
    if level != "ok":
        notify(channel, f"rack {rack}: {level} at {peak:.1f}C", **opts)
    return {"rack": rack, "peak": peak, "urgent": urgent}


def sweep(racks, channel):
    report = []
    for rack, readings in sorted(racks.items()):
        status = check_rack(rack, readings, channel)
        if status["urgent"]:
            report.insert(0, status)
        else:
            report.append(status)
    return report


if __name__ == "__main__":
    racks = {"r1": [71.5, 88.0], "r2": [93.2, 90.1]}
    for entry in sweep(racks, sys.stdout):
        print(entry)
