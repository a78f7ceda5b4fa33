"""Retry policies, the active one chosen once when the module is imported."""
import os

TIMEOUT = 60


class BasePolicy:
    TIMEOUT = 10
    RETRIES = 3

    def __init__(self, name):
        self.name = name

    def attempts(self):
        return self.RETRIES + 1


if os.environ.get("POLICY") == "strict":
    class Policy(BasePolicy):
        BACKOFF = 0.0
        JITTER = False
else:
    class Policy(BasePolicy):
        BACKOFF = 1.5
        JITTER = True


class FastPolicy(BasePolicy):
    TIMEOUT = 2
