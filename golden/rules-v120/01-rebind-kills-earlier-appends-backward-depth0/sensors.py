"""Smooth a sensor series: keep a sorted window without its extremes."""


def smooth(readings, threshold):
    window = [0.0, 0.0]
    window.extend(readings[:2])
    spikes = []
    for r in readings:
        if r > threshold:
            spikes.append(r)
            window.append(r)
    del window[0]
    window = sorted(readings)
    window.pop()
    window[:1] = []
    spikes.reverse()
    kept = len(window)
    mean = sum(window) / kept if kept else 0.0
    return kept, mean, spikes


def main():
    data = [4.0, 9.5, 5.0, 12.0, 6.5]
    kept, mean, spikes = smooth(data, 9.0)
    print("kept", kept, "mean", round(mean, 2), "spikes", spikes)


if __name__ == "__main__":
    main()
