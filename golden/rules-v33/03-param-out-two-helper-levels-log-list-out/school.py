"""Course rosters with a waiting list, in the style of a small registration system."""


class Roster:
    def __init__(self, course, seats):
        self.course = course
        self.seats = seats
        self.members = []
        self.waiting = []

    def is_full(self):
        return len(self.members) >= self.seats

    def seats_left(self):
        return self.seats - len(self.members)

    def describe(self):
        return "%s: %d/%d, %d waiting" % (self.course, len(self.members), self.seats, len(self.waiting))
