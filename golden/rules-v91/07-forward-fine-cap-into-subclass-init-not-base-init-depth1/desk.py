"""The returns desk: lend a DVD with its booklet, then settle what is owed."""
from library import Dvd, Item

CAPS = {"new": 5.0, "old": 2.0}


def lend_dvd(title, age, days):
    cap = CAPS.get(age, 2.0)
    allowed = days + 7
    disc = Dvd(title.strip(), allowed, cap)
    print("lent", title.strip(), "for", allowed, "days")
    return disc


def settle(loans):
    owed = 0.0
    for title, age, days, days_out in loans:
        disc = lend_dvd(title, age, days)
        booklet = Item(title + " booklet", days)
        owed += disc.fine(days_out)
        owed += booklet.fine(days_out)
    return round(owed, 2)


if __name__ == "__main__":
    print(settle([("Heat ", "new", 7, 40), ("Jaws", "old", 7, 9)]))
