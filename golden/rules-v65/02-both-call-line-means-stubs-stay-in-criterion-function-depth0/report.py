"""Daily report over the normalized readings."""
from pipeline import parse, normalize, aggregate


def build(text, sep=","):
    rows = parse(text.splitlines(), sep)
    clean = normalize(rows)
    title = f"{len(rows)} readings"
    means = aggregate(clean)
    lines = [title]
    for name in sorted(means):
        lines.append(f"{name}: {means[name]:.1f}")
    return "\n".join(lines)


SAMPLE = "a,c,20\nb,f,212\na,c,22\nc,k,1"

if __name__ == "__main__":
    print(build(SAMPLE))
