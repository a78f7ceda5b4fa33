"""Rotate a three-person crew between duty posts."""


def rotate(crew, shout):
    lead = crew[0]
    second = crew[1]
    third = crew[2]
    if shout:
        lead = lead.upper()
    lead, second, third = second, third, lead
    announce = "lead is " + lead
    backup = third + "!"
    relief = second
    return announce, backup, relief


def roster(names, days):
    lines = []
    for day, name in zip(range(days), names):
        lines.append("day %d: %s" % (day, name))
    return lines


def main():
    announce, backup, relief = rotate(["ann", "bob", "cy"], True)
    print(announce, backup, relief)
    for line in roster(["ann", "bob", "cy"], 2):
        print(line)


main()
