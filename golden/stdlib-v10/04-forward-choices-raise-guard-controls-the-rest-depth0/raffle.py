"""Draw raffle winners, weighted by the number of tickets each person bought."""
from random_choices import Random

TICKETS = {"ana": 3, "bo": 1, "cy": 6}


def draw(entrants, rounds, seed):
    rng = Random(seed)
    names = sorted(entrants)
    weights = [entrants[name] for name in names]
    if not any(weights):
        return rng.choices(names, k=rounds)
    return rng.choices(names, weights, k=rounds)


def cumulative_draw(entrants, rounds, seed):
    rng = Random(seed)
    names = sorted(entrants)
    running = 0
    cum = []
    for name in names:
        running += entrants[name]
        cum.append(running)
    return rng.choices(names, cum_weights=cum, k=rounds)


if __name__ == "__main__":
    print(draw(TICKETS, 5, seed=7))
    print(cumulative_draw(TICKETS, 5, seed=7))
    print(draw({"dee": 0, "eve": 0}, 2, seed=1))
