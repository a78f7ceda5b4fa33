"""Nightly runner: feeds the render farm and reports what is left over."""
from scheduler import drain


def nightly(backlog, hours, rate, verbose):
    jobs = [j for j in backlog if j["units"] > 0]
    budget = hours * 60
    if verbose:
        print("budget", budget, "minutes for", len(jobs), "jobs")
    left = drain(jobs, budget, rate)
    return [j["id"] for j in left]


def main():
    a = {"id": "a", "units": 20, "prio": 1, "stale": False}
    b = {"id": "b", "units": 30, "prio": 3, "stale": False}
    c = {"id": "c", "units": 10, "prio": 2, "stale": False}
    d = {"id": "d", "units": 5, "prio": 4, "stale": True}
    print(nightly([a, b, c, d], 1, 1.5, True))


if __name__ == "__main__":
    main()
