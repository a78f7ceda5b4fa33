"""Admit a client's requests while its bucket allows."""
from limits import ClientBucket

PLANS = {"free": 5, "pro": 50}


def admit(client, plan, costs, idle, limit):
    bucket = ClientBucket(PLANS.get(plan, 1))
    bucket.refill(idle)
    served = 0
    for cost in costs:
        if cost <= 0:
            continue
        if not bucket.take(cost):
            continue
        served += 1
        if served >= limit:
            break
    print(client, "at", bucket.level())
    return served


def admit_all(traffic, idle):
    counts = {}
    for client, (plan, costs) in traffic.items():
        counts[client] = admit(client, plan, costs, idle, len(costs) - 1)
    return counts


if __name__ == "__main__":
    print(admit_all({"a": ("free", [3, 4, 9, 1]), "b": ("pro", [0, 25, 2, 90, 1]), "c": ("free", [9, 9, 9, 1, 1])}, 1.5))
    print("class rate", ClientBucket.rate, "instance rate", ClientBucket(5).rate)
