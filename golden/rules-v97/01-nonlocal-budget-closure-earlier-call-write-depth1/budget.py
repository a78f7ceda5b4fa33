"""Admit queued requests while a batch budget lasts."""


def admit_batch(requests, budget):
    used = 0
    rejected = []

    def take(cost):
        nonlocal used
        if used + cost > budget:
            return False
        used += cost
        return True

    accepted = []
    for name, cost in requests:
        if cost <= 0:
            rejected.append(name)
            continue
        if take(cost):
            accepted.append(name)
        else:
            rejected.append(name)
    print(f"spent {used} of {budget}")
    return accepted, rejected
