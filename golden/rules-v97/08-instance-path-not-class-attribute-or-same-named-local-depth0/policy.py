"""Retry policies for the HTTP client."""


class Policy:
    retries = 3
    backoff = 0.5

    def __init__(self, name):
        self.name = name

    def delays(self):
        return [self.backoff * 2 ** i for i in range(self.retries)]


def tune(policy, retries, slow):
    policy.retries = retries
    scratch = retries * policy.backoff
    if slow:
        policy.backoff = scratch
        policy.retries = retries + 2
    del scratch
    retries = 0
    budget = policy.retries * 2
    for _ in policy.delays():
        retries += 1
    return budget, retries


if __name__ == "__main__":
    api = Policy("api")
    print(tune(api, 4, slow=True), api.delays())
    print(Policy.retries, Policy("cdn").delays())
