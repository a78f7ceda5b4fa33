"""A door controller whose transitions come from a table."""

TRANSITIONS = {
    ("closed", "open"): "opened",
    ("opened", "close"): "closed",
    ("closed", "lock"): "locked",
    ("locked", "unlock"): "closed",
}


class Door:
    def reset(self):
        self.state = "closed"

    def handle(self, event):
        nxt = TRANSITIONS.get((self.state, event))
        if nxt is not None:
            self.state = nxt

    def describe(self):
        return "door is " + self.state
