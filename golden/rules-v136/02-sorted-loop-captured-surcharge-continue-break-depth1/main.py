"""Choose a shipping offer for today's parcel."""

from shop import pick_offer


def load_offers():
    return [
        {"name": "rapid", "price": 12, "kg": 2, "region": "eu", "rating": 4},
        {"name": "budget", "price": 8, "kg": 3, "region": "eu", "rating": 3},
        {"name": "globe", "price": 9, "kg": 1, "region": "us", "rating": 5},
        {"name": "prime", "price": 15, "kg": 1, "region": "eu", "rating": 5},
        {"name": "luxe", "price": 40, "kg": 1, "region": "eu", "rating": 5},
    ]


def main():
    offers = load_offers()
    loud = len(offers) > 10
    budget = 20
    region = "eu"
    best = pick_offer(offers, budget, region, True, loud)
    print(best["name"] if best else "none")


main()
