"""Which job states end a wait, and how a state is shown."""

DONE = ("succeeded", "failed")
LABELS = {"succeeded": "ok", "failed": "FAILED", "cancelled": "cancelled"}


def settle_states(include_cancelled):
    states = set(DONE)
    if include_cancelled:
        states.add("cancelled")
    return states


def label(state):
    if state not in LABELS:
        return state.upper()
    return LABELS[state]


def is_final(state, include_cancelled):
    return state in settle_states(include_cancelled)
