"""A context manager that records named steps in a shared list."""


class Journal:
    """Collects notes while a block runs and flushes them on exit."""

    def __init__(self, log, name):
        self.log = log
        self.name = name
        self.notes = []

    def __enter__(self):
        self.notes.append("enter " + self.name)
        return self

    def note(self, text):
        self.notes.append(text)

    def __exit__(self, exc_type, exc, tb):
        self.notes.append("exit " + self.name)
        self.log.extend(self.notes)
        return False
