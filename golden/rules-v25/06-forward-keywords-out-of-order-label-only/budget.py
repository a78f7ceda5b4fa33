"""Time each service may spend retrying, from its settings."""
from retry import schedule


def plan(config):
    tries = int(config.get("retries", 3))
    limit = float(config.get("max_wait", 30))
    tag = "%s/%gs" % (config.get("name", "call"), limit)
    waits = schedule(label=tag, cap=limit, total=tries)
    probes = schedule(1, label=tag)
    print("probe waits", probes)
    return sum(waits)


def report(configs):
    lines = []
    for config in configs:
        spent = plan(config)
        lines.append("%s: %.2fs" % (config["name"], spent))
    return "\n".join(lines)


if __name__ == "__main__":
    CONFIGS = [{"name": "api", "retries": 4, "max_wait": 3}, {"name": "db", "retries": 2}]
    print(report(CONFIGS))
