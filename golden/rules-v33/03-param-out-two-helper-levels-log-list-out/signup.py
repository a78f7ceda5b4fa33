"""Enrolling students from a sign-up sheet into a roster."""
from school import Roster


def normalize(name):
    return " ".join(name.split()).title()


def admit(roster, name, log):
    student = normalize(name)
    if len(roster.members) < roster.seats:
        roster.members.append(student)
        placed = "enrolled"
    else:
        roster.waiting.append(student)
        placed = "waiting"
    log.append(student + ": " + placed)
    return placed


def enroll_all(roster, names, log):
    for name in names:
        if roster.is_full():
            log.append("full before " + name)
        admit(roster, name, log)
    return len(log)


def build(course, seats, sheet):
    roster = Roster(course, seats)
    log = []
    count = enroll_all(roster, sheet, log)
    print(count, "log lines:", log)
    return roster


if __name__ == "__main__":
    r = build("Chem 101", 2, ["ada  lovelace", "alan turing", "grace hopper"])
    print(r.describe())
