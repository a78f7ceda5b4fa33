from entries import load, first_level
from scan import scan, describe

NIGHT = "INFO boot 3ms;ERROR disk 120ms; ;WARN fan 7ms;ERROR net 40ms;END;ERROR late 9ms"
ADHOC = "ERROR a 5ms;STOP;INFO b 1ms;ERROR c 70ms"


def nightly(text):
    rows = load(text)
    worst = scan(rows, "END")
    print(describe(text))
    print("nightly worst:", worst)


def adhoc(text, marker):
    rows = load(text)
    rows.reverse()
    worst = scan(rows, marker)
    return worst


def main():
    nightly(NIGHT)
    print("adhoc worst:", adhoc(ADHOC, "STOP"))
    print("first level:", first_level(NIGHT))


main()
