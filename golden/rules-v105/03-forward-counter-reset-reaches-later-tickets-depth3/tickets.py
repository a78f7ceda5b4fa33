"""Ticket numbers for the service desks; the counter restarts each day."""

PREFIX = "T"
counter = 0
issued = []


def fmt_code(number):
    if number > 999:
        number = number % 1000
    return PREFIX + str(number).zfill(3)


def next_ticket(desk):
    global counter
    counter += 1
    code = fmt_code(counter)
    issued.append((desk, code))
    return code


def reset_day():
    global counter
    counter = 0
    issued.clear()


def summary():
    desks = sorted({desk for desk, _ in issued})
    return f"{len(issued)} tickets at {', '.join(desks)}"
