"""Count the ways to climb a staircase, with a memo shared across the recursion."""


def ways(n, memo, stats):
    stats["calls"] += 1
    if n in memo:
        return memo[n]
    if n <= 1:
        result = 1
    else:
        result = ways(n - 1, memo, stats) + ways(n - 2, memo, stats)
    memo[n] = result
    return result


def fresh_stats():
    return {"calls": 0}


def hit_rate(stats, memo):
    if stats["calls"] == 0:
        return 0.0
    return len(memo) / stats["calls"]
