"""Simulate two days at the front desks."""
from tickets import next_ticket, reset_day, summary


def open_desk(name, visitors):
    codes = []
    for _ in range(visitors):
        codes.append(next_ticket(name))
    return codes


def banner(day):
    return "-- " + day.upper() + " --"


print(banner("monday"))
monday = open_desk("north", 2)
monday += open_desk("south", 1)
print("issued", monday, summary())
reset_day()
print(banner("tuesday"))
first = next_ticket("north")
second = next_ticket("kiosk")
pair = [first, second]
print("issued", pair)
print(summary())
