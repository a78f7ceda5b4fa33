"""Tickets numbered from a counter kept on the class, the way id generators often are."""


def padded(number, width):
    return str(number).zfill(width)


class Ticket:
    issued = 0

    def __init__(self, title):
        Ticket.issued += 1
        self.number = Ticket.issued
        self.title = title

    def label(self):
        return "T-%s %s" % (padded(self.number, 4), self.title)


class Note:
    issued = 0

    def __init__(self, text):
        Note.issued += 1
        self.number = Note.issued
        self.text = text


def issued_so_far():
    return Ticket.issued
