"""Monitor: print the daily peaks of a week of sensor readings."""

from sensors import coldest, daily_peaks

LOG = [
    {"day": "2024-06-04", "temp": 31.0},
    {"day": "2024-06-03", "temp": 21.5},
    {"day": "2024-06-03", "temp": 24.0},
    {"day": "2024-06-04", "temp": None},
    {"day": "2024-06-05", "temp": None},
    {"day": "2024-06-06", "temp": 33.0},
    {"day": "2024-06-07", "temp": 29.5},
    {"day": "2024-06-08", "temp": 40.0},
    {"day": "2024-06-09", "temp": 35.5},
    {"day": "2024-06-10", "temp": 36.0},
]


def main():
    limit = 30.0
    quiet = {"2024-06-08"}
    peaks, alarms = daily_peaks(LOG, limit, quiet)
    for day in sorted(peaks):
        print(day, peaks[day])
    print("alarms:", alarms)
    print("coldest:", coldest(LOG)["day"])


if __name__ == "__main__":
    main()
