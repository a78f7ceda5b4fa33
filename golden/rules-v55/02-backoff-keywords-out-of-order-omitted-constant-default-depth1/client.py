"""The wait schedule of a retrying HTTP client."""
from backoff import delay_for, total_wait


def schedule(attempts, policy):
    slow = policy.get("slow", False)
    factor = 2.0 if slow else 0.5
    tag = f"{policy['name']}#{attempts}"
    spread = 0.25 if policy.get("jitter") else 0.0
    waits = []
    for n in range(attempts):
        wait = delay_for(n, label=tag, jitter=spread, base=factor)
        waits.append(wait)
    print(tag, "total", total_wait(waits))
    return waits


def first_delay(policy):
    limit = policy.get("cap", 5.0)
    return delay_for(0, cap=limit, label="probe")


def plan(config):
    policy = config["retry"]
    count = config.get("attempts", 3)
    print("first", first_delay(policy))
    return schedule(count, policy)


if __name__ == "__main__":
    print(plan({"retry": {"name": "fetch", "slow": True}, "attempts": 6}))
    print(plan({"retry": {"name": "push", "jitter": True, "cap": 0.01}}))
