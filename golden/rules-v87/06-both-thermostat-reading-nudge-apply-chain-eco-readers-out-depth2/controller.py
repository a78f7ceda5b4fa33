"""Run a day's thermostat schedule, then settle on a comfort level."""
from thermo import Thermostat


def schedule(start, moves, comfort):
    t = Thermostat()
    t.power_on(start)
    for move in moves:
        if move == 0:
            continue
        t.nudge(move)
    if t.is_eco():
        print("eco mode at", t.describe())
    level = t.reading()
    gap = comfort - level
    if gap:
        t.nudge(gap)
    return t.reading()


if __name__ == "__main__":
    print(schedule(20, [3, 0, 9, -30], 21))
