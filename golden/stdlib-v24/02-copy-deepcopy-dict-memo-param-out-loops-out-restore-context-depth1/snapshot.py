"""Checkpoint a settings store: deep copies made with one shared memo."""
from clonecopy import _deepcopy_dict, _deepcopy_list


def snapshot(settings, history):
    memo = {}
    frozen = _deepcopy_dict(settings, memo)
    past = _deepcopy_list(history, memo)
    copies = len(memo)
    return frozen, past, copies


def restore(saved, extra):
    memo = {id(extra): extra}
    fresh = _deepcopy_dict(saved, memo)
    fresh["restored"] = True
    return fresh


def checkpoint(store):
    settings = store["settings"]
    history = store.get("history", [])
    label = store.get("label", "unnamed")
    frozen, past, copies = snapshot(settings, history)
    return f"{label}: {len(frozen)} keys, {len(past)} entries, {copies} memo entries"


STORE = {"settings": {"theme": "dark", "tabs": [4, 8]},
         "history": [{"theme": "light"}], "label": "editor"}
print(checkpoint(STORE))
print(restore({"tabs": [2]}, STORE))
