"""Retry plans for the HTTP client, read from a config dict."""
from durations import Duration


def retry_plan(cfg, attempts):
    timeout = Duration.parse(cfg.get("timeout", "30s"))
    interval = Duration.parse(cfg["interval"], unit="m")
    if cfg.get("fast"):
        timeout = Duration.parse("5s")
    budget = timeout.times(attempts)
    pause = interval.times(attempts - 1)
    return budget + pause


def plans(configs):
    out = {}
    for name, cfg in configs.items():
        out[name] = retry_plan(cfg, cfg.get("attempts", 3))
    return out


if __name__ == "__main__":
    print(plans({"api": {"timeout": "2m", "interval": "1"}, "db": {"interval": "0.5", "fast": True}}))
