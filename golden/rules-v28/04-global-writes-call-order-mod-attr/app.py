"""Start-up sequence of the worker pool."""
import os

import deploy
from deploy import DEFAULT


def pool_size(cpus):
    size = deploy.workers
    if deploy.debug:
        size = 1
    return min(size, cpus)


def start(env, cpus):
    chosen = env.get("APP_PROFILE", DEFAULT)
    before = pool_size(cpus)
    ok = deploy.activate(chosen)
    if not ok:
        print("unknown profile", chosen, "- staying on", deploy.name)
    if env.get("APP_BURST"):
        deploy.scale(2)
    size = pool_size(cpus)
    if env.get("APP_TRACE"):
        deploy.enable_debug()
    print("profile", deploy.name, "workers", before, "->", size)
    return size


if __name__ == "__main__":
    print(start(dict(os.environ), int(os.environ.get("APP_CPUS", "12"))))
