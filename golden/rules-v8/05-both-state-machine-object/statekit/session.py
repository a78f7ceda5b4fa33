"""Replaying recorded connection events through the state machine."""
from .machine import InvalidTransition, StateMachine

TABLE = {("idle", "connect"): "open", ("open", "send"): "open", ("open", "close"): "idle"}


def replay(events, initial="idle"):
    start = initial.strip().lower()
    machine = StateMachine(start, TABLE)
    seen = 0
    failures = []
    for event in events:
        seen += 1
        try:
            machine.fire(event)
        except InvalidTransition as err:
            failures.append(str(err))
    print("%d events, %d rejected" % (seen, len(failures)))
    return machine.state


def audit(sessions, initial="idle"):
    finals = {}
    for name, events in sorted(sessions.items()):
        final = replay(events, initial=initial)
        finals[name] = final
    return finals
