"""Run queued jobs in priority order with the copied heap functions."""
from minheap import heappop, heappush


def run(jobs):
    queue = []
    for priority, name in jobs:
        heappush(queue, (priority, name))
    order = []
    while queue:
        priority, name = heappop(queue)
        order.append(name)
    return order


if __name__ == "__main__":
    print(run([(3, "deploy"), (1, "build"), (4, "tag"), (2, "test"), (5, "notify"), (0, "fetch")]))
