"""Base record type of the audit store."""


class Record:
    def __init__(self, name):
        self.name = name

    def describe(self):
        return "record %s" % self.name
