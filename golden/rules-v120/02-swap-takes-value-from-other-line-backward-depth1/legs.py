"""Flight legs: building them and reading their endpoints."""


def make_leg(origin, destination, minutes):
    return {"from": origin.upper(), "to": destination.upper(), "minutes": minutes}


def endpoints(leg, inbound, sep="->"):
    src = leg["from"]
    dst = leg["to"]
    if inbound:
        src, dst = dst, src
    label = src + sep + dst
    return src, dst, label


def duration(leg, delay=0):
    minutes = leg["minutes"] + delay
    hours, minutes = divmod(minutes, 60)
    return f"{hours}h{minutes:02d}"


def describe(leg):
    src, dst, label = endpoints(leg, False, " to ")
    return label + " (" + duration(leg) + ")"
