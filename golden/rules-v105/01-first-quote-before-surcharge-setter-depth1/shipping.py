"""Quote parcels; the fuel surcharge and the zone table change during the day."""
from fmt import money

SURCHARGE = 0.10
ZONES = {"local": 4.0, "remote": 9.5}
quotes_made = 0


def set_surcharge(percent):
    global SURCHARGE
    SURCHARGE = percent / 100


def quote(zone, kg):
    global quotes_made
    quotes_made += 1
    fare = ZONES[zone] + kg * 0.8
    extra = fare * SURCHARGE
    if kg > 20:
        extra = extra / 2
    return round(fare + extra, 2)


morning = quote("remote", 3)
set_surcharge(25)
ZONES["remote"] = 11.0
evening = quote("remote", 3)
print("morning", money(morning), "evening", money(evening), quotes_made)
