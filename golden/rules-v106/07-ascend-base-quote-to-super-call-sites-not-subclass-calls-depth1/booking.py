"""Price a family outing and a club trip."""
from tickets import Fare, ChildFare, GroupFare


def booking(adults, kids, club_size, family):
    note = family.title() + " family"
    adult = Fare(1200)
    child = ChildFare(1200)
    group = GroupFare(900, 10)
    cost = 0
    if adults:
        cost += adult.quote(adults, note)
    cost += child.quote(kids, note)
    cost += group.quote(club_size, "club")
    return cost


def euros(cents):
    return "EUR %d.%02d" % (cents // 100, cents % 100)


if __name__ == "__main__":
    print(euros(booking(2, 1, 6, "smith")))
