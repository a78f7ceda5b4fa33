"""Run a batch of items under a time budget."""
import itertools
from timing import Stopwatch


def run_batch(items, clock, budget):
    watch = Stopwatch("batch", clock, budget=budget)
    done = []
    for item in items:
        done.append(item.upper())
        watch.lap()
    total = watch.stop()
    if total > budget:
        return None
    return total, done


def main():
    ticks = itertools.count(0.0, 0.25)
    result = run_batch(["a", "b", "c"], ticks.__next__, 1.0)
    print(result)
    print(run_batch(["d", "e", "f", "g"], ticks.__next__, 1.0))


if __name__ == "__main__":
    main()
