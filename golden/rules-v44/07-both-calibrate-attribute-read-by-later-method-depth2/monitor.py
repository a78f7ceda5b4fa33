from detector import Detector


def watch(name, history, readings, margin):
    det = Detector(name)
    det.count_seen(len(history))
    print("watching", det.describe())
    recent = history[-10:]
    baseline = sum(recent) / len(recent)
    det.calibrate(baseline, margin)
    alerts = []
    for value in readings:
        if det.is_spike(value):
            alerts.append(value)
    return alerts


def nightly(db):
    history = db["cpu"]
    readings = db["today"]
    margin = db.get("margin", 5.0)
    spikes = watch("cpu", history, readings, margin)
    print(len(spikes), "spikes")
    return spikes


def main(db):
    spikes = nightly(db)
    return max(spikes, default=0)


if __name__ == "__main__":
    print(main({"cpu": [40, 42, 38, 41], "today": [39, 60, 47], "margin": 5.0}))
