from paths import ways, fresh_stats, hit_rate

LIMIT = 40


def plan(steps, known):
    stats = fresh_stats()
    if steps > LIMIT:
        steps = LIMIT
    total = ways(steps, known, stats)
    return total, stats["calls"], hit_rate(stats, known)


def main():
    cache = {0: 1, 1: 1}
    report = []
    for steps in (5, 10, 50):
        total, calls, rate = plan(steps, cache)
        report.append(f"{steps} steps: {total} ways, {calls} calls, {rate:.2f}")
    print("\n".join(report))


main()
