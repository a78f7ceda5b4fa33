# _deepcopy_list and _deepcopy_dict, copied verbatim from CPython 3.11.7 Lib/copy.py.
# The dispatch-table registrations (d[list] = ..., d[dict] = ...) between and after
# them are left out; the default argument deepcopy is the real copy.deepcopy.
from copy import deepcopy


def _deepcopy_list(x, memo, deepcopy=deepcopy):
    y = []
    memo[id(x)] = y
    append = y.append
    for a in x:
        append(deepcopy(a, memo))
    return y


def _deepcopy_dict(x, memo, deepcopy=deepcopy):
    y = {}
    memo[id(x)] = y
    for key, value in x.items():
        y[deepcopy(key, memo)] = deepcopy(value, memo)
    return y
