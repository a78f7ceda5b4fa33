"""Summarise a weather station's log: the mean of the valid readings per channel."""
from sensors import read_samples

LOG = ["1700000000,21.5,-3.0,n/a", "header,x,y,z", "1700000060,22.0,140.0,18.25", "1700000120,,19.5,17.75"]


def channel_means(lines, low=-40.0, high=60.0):
    samples = read_samples(lines, low, high)
    sums = {}
    counts = {}
    for when, index, value in samples:
        sums[index] = sums.get(index, 0.0) + value
        counts[index] = counts.get(index, 0) + 1
    return {index: sums[index] / counts[index] for index in sorted(sums)}


if __name__ == "__main__":
    print(channel_means(LOG))
