"""Support tickets, opened from a web form or parsed from a mail subject."""


class Ticket:
    default_priority = 3

    def __init__(self, title, priority=None, reporter="web"):
        self.title = title.strip()
        self.reporter = reporter
        if priority is None:
            priority = Ticket.default_priority
        self.priority = priority

    @classmethod
    def from_subject(cls, subject):
        head, _, tail = subject.partition("!")
        title = head.replace("[support]", "")
        level = int(tail) if tail.strip().isdigit() else None
        return cls(title, level, reporter="mail")

    def __repr__(self):
        return f"Ticket({self.title!r}, p{self.priority}, {self.reporter})"

    def __eq__(self, other):
        return (self.title, self.priority) == (other.title, other.priority)
