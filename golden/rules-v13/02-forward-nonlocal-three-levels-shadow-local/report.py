"""Score lines for the weekly report."""
from tally import weighted


def summary(values):
    score = weighted(values, 10)
    line = "score=%d" % score
    return line
