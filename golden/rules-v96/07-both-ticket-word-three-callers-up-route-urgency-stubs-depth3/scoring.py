"""Scores of support tickets, from the words they contain."""
from text import tokenize


def urgency(word):
    critical = word in ("outage", "down", "urgent")
    return 3.0 if critical else 0.0


def weight_for(word, weights):
    base = weights.get(word, 0.0)
    bonus = urgency(word)
    return base + bonus


def score_ticket(ticket, weights):
    if ticket["status"] == "closed":
        return 0.0
    text = ticket["subject"] + " " + ticket["body"]
    tokens = tokenize(text)
    total = 0.0
    for word in tokens:
        total += weight_for(word, weights)
    return round(total, 1)
