"""The migration journal: which migrations ran in this process, in order."""

history = []
notes = []


def record(name):
    history.append(name)


def note(text):
    notes.append(text)


def reset():
    history.clear()
    notes.clear()


def simulate(names):
    history = []
    for name in names:
        if name.endswith(".sql"):
            history.append(name)
    return history


def last():
    return history[-1] if history else None
