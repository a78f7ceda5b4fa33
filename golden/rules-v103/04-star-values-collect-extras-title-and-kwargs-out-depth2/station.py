"""Daily averages for one weather station."""
from stats import spread, summarize


def daily(station, readings, unit="C"):
    morning = readings[0]
    noon = readings[1] + station.get("offset", 0.0)
    evening = readings[2]
    name = station["name"]
    avg = summarize(name, morning, noon, evening, unit=unit, source=name)
    width = spread(morning, noon, evening)
    return avg, width


def week(info, days, unit="C"):
    results = []
    for day in days:
        if len(day) < 3:
            continue
        results.append(daily(readings=day, station=info, unit=unit))
    return results


if __name__ == "__main__":
    site = {"name": "north", "offset": 0.5}
    print(week(site, [[1.0, 4.0, 2.0], [3.0], [0.5, 6.5, 1.5]], unit="F"))
