"""Track the slowest requests of a stream with a fixed-size min-heap."""
from heapq_core import heappushpop, heapreplace


def slowest(samples, k):
    heap = sorted(samples[:k])
    for sample in samples[k:]:
        heappushpop(heap, sample)
    return sorted(heap, reverse=True)


def rolling_floor(batches, k):
    heap = sorted(batches[0][:k])
    floors = []
    for batch in batches[1:]:
        for value in batch:
            if value > heap[0]:
                heapreplace(heap, value)
        floors.append(heap[0])
    return floors


if __name__ == "__main__":
    times = [120, 85, 300, 42, 97, 310, 15, 230, 180, 66]
    print(slowest(times, 3))
    print(rolling_floor([[5, 1, 9], [7, 3, 12], [2, 15, 8]], 3))
