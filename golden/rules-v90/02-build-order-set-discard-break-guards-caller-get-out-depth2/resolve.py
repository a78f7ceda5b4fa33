"""Work out a build order from a table of task dependencies."""


def build_order(deps, max_rounds=10):
    pending = set(deps)
    done = set()
    order = []
    rounds = 0
    while pending:
        rounds += 1
        if rounds > max_rounds:
            break
        ready = {task for task in pending if deps[task] <= done}
        if not ready:
            break
        for task in sorted(ready):
            order.append(task)
            done.add(task)
            pending.discard(task)
    stuck = sorted(pending)
    return order, stuck


def describe(order):
    return " -> ".join(order) if order else "(nothing to build)"
