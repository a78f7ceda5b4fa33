"""Triage sensor readings against a threshold."""


def triage(readings, threshold, labels):
    limit = threshold * 1.5
    alarms = {}
    quiet = set()
    seen = {}
    for sensor, value in readings:
        seen[sensor] = seen.get(sensor, 0) + 1
        if value > limit:
            alarms.setdefault(sensor, 0)
            alarms[sensor] += 1
            quiet.discard(sensor)
        else:
            quiet.add(sensor)
    worst = max(alarms, key=alarms.get, default=None)
    title = labels.get(worst, "none")
    labels.setdefault("total", str(len(seen)))
    lines = [f"worst: {title}"]
    for sensor in sorted(quiet):
        lines.append(f"quiet: {labels.get(sensor, sensor)}")
    quiet = {sensor for sensor, count in seen.items() if count > 1}
    repeated = len(quiet)
    print(repeated, "sensors reported more than once")
    lines.append(f"alarms: {sum(alarms.values())}")
    return lines


if __name__ == "__main__":
    names = {"t1": "Boiler", "t2": "Attic", "t3": "Cellar"}
    data = [("t1", 95), ("t2", 40), ("t1", 99), ("t3", 20), ("t2", 70)]
    for line in triage(data, 60, names):
        print(line)
    print(len(names), "labels")
