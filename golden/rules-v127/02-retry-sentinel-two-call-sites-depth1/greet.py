"""Greeting and farewell lines read from a flaky feed."""
from net import read_with_retry


def load_greeting(feed):
    log = []
    tries = 3
    greeting = read_with_retry(feed, tries, log)
    if greeting is None:
        greeting = "hello"
    print("greeting log:", log)
    return greeting


def load_farewell(feed):
    notes = ["start"]
    farewell = read_with_retry(feed, 1, notes)
    if not farewell:
        farewell = "bye"
    print("farewell notes:", notes)
    return farewell
