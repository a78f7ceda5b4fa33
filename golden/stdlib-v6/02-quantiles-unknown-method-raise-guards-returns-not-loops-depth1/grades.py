"""Grade boundaries for an exam, cut at the quantiles of its raw scores."""
from stats_quantiles import quantiles

BANDS = ["D", "C", "B", "A"]
METHODS = {"sample": "exclusive", "cohort": "inclusive"}


def load_scores(lines):
    scores = []
    for line in lines:
        name, _, mark = line.partition(",")
        if not mark.strip():
            continue
        scores.append(int(mark))
    return scores


def boundaries(lines, kind):
    scores = load_scores(lines)
    method = METHODS.get(kind, kind)
    title = "Grade bands (%s)" % method
    cuts = quantiles(scores, n=len(BANDS), method=method)
    rows = [title]
    for band, cut in zip(BANDS[1:], cuts):
        rows.append("%s from %.1f" % (band, cut))
    return rows


def median_score(lines):
    scores = load_scores(lines)
    if len(scores) < 2:
        return None
    return quantiles(scores, n=2)[0]


if __name__ == "__main__":
    sheet = ["ana,71", "ben,58", "cy,", "dee,88", "eli,64", "fay,93", "gus,47"]
    for line in boundaries(sheet, "sample"):
        print(line)
    print(median_score(sheet))
    try:
        boundaries(sheet, "median")
    except ValueError as exc:
        print(exc)
