"""Record types of the audit store."""
from base import Record
from mixins import Stamped


class Event(Stamped, Record):
    def __init__(self, name, source, stamp=None):
        super().__init__(name, stamp)
        self.source = source


class Note(Record):
    def describe(self):
        return "note %s" % self.name
