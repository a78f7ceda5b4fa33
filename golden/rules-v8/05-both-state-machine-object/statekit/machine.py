"""A table-driven finite state machine for a protocol's connection states."""


class InvalidTransition(Exception):
    pass


class StateMachine:
    def __init__(self, initial, table):
        self.state = initial
        self.table = dict(table)
        self.history = []

    def can_fire(self, event):
        return (self.state, event) in self.table

    def fire(self, event):
        label = str(event).lower()
        if not self.can_fire(label):
            raise InvalidTransition("%s in state %s" % (label, self.state))
        self.history.append(self.state)
        self.state = self.table[(self.state, label)]
        return self.state

    def describe(self):
        return " -> ".join(self.history + [self.state])
