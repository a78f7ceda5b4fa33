"""Read sensor CSV lines (a timestamp, then readings) and keep the readings inside the valid range."""


def read_samples(lines, low, high):
    samples = []
    rejected = 0
    for line in lines:
        stamp, *fields = line.strip().split(",")
        try:
            when = int(stamp)
        except ValueError:
            rejected += len(fields)
            continue
        for index, field in enumerate(fields):
            try:
                value = float(field)
            except ValueError:
                rejected += 1
                continue
            if not low <= value <= high:
                rejected += 1
                continue
            samples.append((when, index, value))
    print("rejected", rejected, "readings")
    return samples
