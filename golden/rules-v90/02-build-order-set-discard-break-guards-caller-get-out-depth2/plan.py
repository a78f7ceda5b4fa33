"""Print the build plan of a small project."""
from resolve import build_order, describe


def plan(table, extra=None):
    deps = {}
    for name, reqs in table.items():
        deps[name] = set(reqs)
    notes = {"tasks": len(deps)}
    if extra:
        deps.setdefault(extra, set())
    app_reqs = deps.get("app", set())
    notes["app"] = len(app_reqs)
    order, stuck = build_order(deps, max_rounds=5)
    notes["stuck"] = len(stuck)
    print(describe(order))
    return stuck, notes


if __name__ == "__main__":
    project = {
        "app": ["lib", "assets"],
        "lib": ["gen"],
        "gen": [],
        "assets": ["gen"],
        "loop": ["cycle"],
        "cycle": ["loop"],
    }
    print(plan(project, extra="docs"))
