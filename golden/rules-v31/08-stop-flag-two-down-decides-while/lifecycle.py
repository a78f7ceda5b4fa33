"""Process lifecycle flags, set by signal handlers or by the jobs themselves."""

_stop = False
_reason = ""
_starts = 0


def request_stop(reason):
    global _stop, _reason
    _stop = True
    _reason = reason


def stopping():
    return _stop


def mark_started():
    global _starts
    _starts += 1


def reason():
    return _reason or "queue empty"


def reset():
    global _stop, _reason
    _stop = False
    _reason = ""
