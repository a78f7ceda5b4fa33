"""Shared transition lookup for several small state machines."""


def lookup(table, state, event, trace):
    trace.append(event)
    nxt = table.get((state, event))
    if nxt is None:
        return state
    return nxt


def states_of(table):
    """Every state that appears in a transition table."""
    found = set()
    for (state, _event), target in table.items():
        found.add(state)
        found.add(target)
    return sorted(found)


def is_complete(table, events):
    """True when every state has a transition for every event."""
    for state in states_of(table):
        for event in events:
            if (state, event) not in table:
                return False
    return True
