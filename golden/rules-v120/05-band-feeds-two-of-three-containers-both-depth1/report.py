"""Print grade reports for two classes and a histogram of both."""
from grades import band_of, bucket


def summary(scores, pass_mark):
    result = bucket(scores, pass_mark, 85)
    counts = result["counts"]
    lines = [f"{k}: {counts[k]}" for k in ("low", "mid", "high")]
    mean = sum(scores) / len(scores)
    verdict = band_of(mean, pass_mark, 85)
    if counts["low"] > 2:
        lines.append("many low scores")
    lines.append("class average is " + verdict)
    return lines


def histogram(scores):
    result = bucket(scores, 40, 70)
    return {k: "#" * len(v) for k, v in result["bins"].items()}


def main():
    morning = [55, 91, 73, 104, 38, 47, 12]
    evening = [66, 88, -2]
    for text in summary(morning, 50) + summary(evening, 60):
        print(text)
    print(histogram(morning + evening))


if __name__ == "__main__":
    main()
