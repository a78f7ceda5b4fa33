"""Daily latency report."""
from collect import collect
from stats import mean, slow_routes


def daily(lines):
    samples = collect(lines)
    average = mean(samples)
    slow = slow_routes(samples)
    return {"mean": average, "slow": slow, "count": len(lines)}
