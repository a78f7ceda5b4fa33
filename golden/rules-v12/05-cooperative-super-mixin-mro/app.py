"""Audit log lines."""
from models import Event, Note


def log_line(name, source, when):
    event = Event(name, source, stamp=when)
    text = event.describe()
    return text.upper()


def note_line(name):
    return Note(name).describe()
