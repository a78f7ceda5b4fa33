"""Work out the effective retry schedule from defaults and overrides."""

DEFAULTS = {"retries": 3, "backoff": 1.5, "verbose": False}
OVERRIDES = {"retries": "4", "verbose": "yes", "colour": "auto"}

policy = {}
policy.update(DEFAULTS)
unknown = []
for key, raw in OVERRIDES.items():
    if key not in policy:
        unknown.append(key)
        continue
    policy[key] = int(raw) if raw.isdigit() else raw == "yes"
del key, raw
policy.setdefault("timeout", 30)
verbose = policy.pop("verbose")
colour = policy.get("colour", "plain")
retries = policy["retries"]
if not 0 < retries <= 10:
    retries = 3
delays = []
wait = policy["backoff"]
while len(delays) < retries:
    delays.append(round(wait, 2))
    wait *= 2
total_wait = sum(delays)
if verbose:
    print("unknown keys:", unknown, "colour:", colour)
print("delays", delays, "total", round(total_wait, 2))
