"""League table: rank teams by points and report the leader's margin."""

import sys

from ranking import describe, points, relegated

FIXTURES = [
    "Ajax, 5, 2, 1",
    "PSV, 5, 1, 2, 2",
    "Feyenoord, 4, 3, 1",
    "Utrecht, 2, 2, 4",
]


def to_int(text):
    text = text.strip()
    return int(text) if text else 0


def parse(lines):
    rows = []
    for line in lines:
        fields = line.split(",")
        row = {"team": fields[0].strip()}
        row["won"] = to_int(fields[1])
        row["drawn"] = to_int(fields[2])
        row["lost"] = to_int(fields[3])
        if len(fields) > 4:
            row["penalty"] = to_int(fields[4])
        rows.append(row)
    return rows


def leader_report(rows, guest):
    guest_pts = points(guest)
    ranked = sorted(rows, key=points, reverse=True)
    leader = ranked[0]
    lead = points(leader) - points(ranked[1])
    if guest_pts > points(leader):
        print(guest["team"], "would top the table")
    return leader["team"] + " leads by " + str(lead)


def main(argv):
    rows = parse(FIXTURES + argv)
    guest = {"team": "Twente", "won": 3, "drawn": 1}
    print(leader_report(rows, guest))
    print("relegated:", relegated(rows, 1))
    print(describe(rows[0]))


if __name__ == "__main__":
    main(sys.argv[1:])
