import heapq
import random


def queue():
    h = [5, 9]
    extra = [2]
    heapq.heappush(h, 3)
    random.shuffle(h)
    low = heapq.heappop(h)
    h.append(1)
    print(low, extra)
    return h


queue()
