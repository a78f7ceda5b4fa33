"""Pick a deployment target at import time and print the rollout plan."""

import os
import sys

from hosts import healthy, load_pool, weight_of

REGION = os.environ.get("DEPLOY_REGION", "eu")
CANARY = "--canary" in sys.argv

pool = load_pool(REGION)
if not pool:
    pool = load_pool("eu")
chosen = None
tried = 0
for host in pool:
    tried += 1
    if not healthy(host):
        continue
    chosen = host
    break
else:
    chosen = pool[0]
share = 10 if CANARY else 100
plan = {"host": chosen, "share": share}
if CANARY:
    plan["weight"] = weight_of(chosen)
print(plan, "after", tried, "checks")
