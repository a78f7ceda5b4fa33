from retry import schedule


def summarize(steps):
    total = sum(steps)
    return total


def plan_jobs(configs):
    plans = {}
    for cfg in configs:
        name = cfg.get("name") or "job"
        steps = schedule(cfg)
        plans[name] = steps
        total = summarize(steps)
        print(f"{name}: {steps} (total {total})")
    return plans


def longest(plans):
    return max(plans, key=lambda n: len(plans[n]))


if __name__ == "__main__":
    jobs = plan_jobs([{"name": "nightly", "retries": 5}, {"name": "hourly"}, {"name": "never", "retries": -2}])
    print(longest(jobs))
    assert longest({"a": [1], "b": []}) == "a"
