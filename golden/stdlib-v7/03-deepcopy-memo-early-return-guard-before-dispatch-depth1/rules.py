"""Copy a routing rule before editing the copy."""
from deepcopy_core import deepcopy


class Rule:
    def __init__(self, pattern, action):
        self.pattern = pattern
        self.action = action

    def __deepcopy__(self, memo):
        return Rule(deepcopy(self.pattern, memo), self.action)


def edited(rule, suffix):
    memo = {}
    clone = deepcopy(rule, memo)
    clone.pattern += suffix
    return clone, len(memo)


def atoms_shared(values):
    for value in values:
        if deepcopy(value) is not value:
            return False
    return True


if __name__ == "__main__":
    base = Rule("*.py", "lint")
    twin, seen = edited(base, "c")
    print(base.pattern, twin.pattern, seen, atoms_shared([7, "x", None]))
    print(atoms_shared([base]))
