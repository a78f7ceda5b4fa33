"""Builds the triage queue from web forms and mail subjects."""
from tickets import Ticket


def triage(forms, subjects):
    urgent = []
    normal = []
    for title in forms:
        normal.append(Ticket(title))
    for subject in subjects:
        ticket = Ticket.from_subject(subject)
        if ticket.priority <= 1:
            urgent.append(ticket)
        else:
            normal.append(ticket)
    print(len(urgent), "urgent,", len(normal), "normal")
    return urgent + normal


def titles(queue):
    return [t.title for t in queue]
