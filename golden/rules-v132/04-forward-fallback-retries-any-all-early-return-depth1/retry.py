"""Build a retry schedule from a loose configuration."""

DEFAULT_RETRIES = 3


def schedule(cfg):
    retries = cfg.get("retries") or DEFAULT_RETRIES
    timeout = cfg.get("timeout") or 30
    backoff = 2 if retries > 4 else 1
    steps = [backoff * i for i in range(1, retries + 1)]
    if not steps:
        return []
    label = cfg.get("name") or "job"
    patient = all(step < timeout for step in steps)
    eager = any(step == 1 for step in steps)
    if not patient:
        steps = [min(step, timeout) for step in steps]
    print(f"{label}: eager={eager} patient={patient}")
    return steps


if __name__ == "__main__":
    print(schedule({"retries": -1}))
    print(schedule({"retries": 6, "timeout": 9}))
