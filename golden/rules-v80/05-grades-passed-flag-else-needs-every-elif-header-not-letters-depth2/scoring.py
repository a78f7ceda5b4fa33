"""Weighted averages of course components, skipping components that were not graded."""


def weighted_average(scores, weights):
    total = 0.0
    used = 0.0
    missing = []
    for part, weight in weights.items():
        if part not in scores:
            missing.append(part)
            continue
        total += scores[part] * weight
        used += weight
    if missing:
        print("not graded:", ", ".join(missing))
    if used == 0:
        return 0.0
    return round(total / used, 1)


def parse_scores(line):
    scores = {}
    for field in line.split(","):
        part, value = field.split("=")
        scores[part.strip()] = float(value)
    return scores
