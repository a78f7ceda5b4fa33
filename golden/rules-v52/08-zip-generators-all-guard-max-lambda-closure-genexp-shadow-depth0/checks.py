"""Compare a benchmark run against its expected results."""
from results import expected_rows, measured_rows, sample


def compare(spec_text, run_text, tolerance, critical):
    name = "bench"
    weights = {case: 3.0 for case in critical}
    drift = {}
    for (case, want), (_, got) in zip(expected_rows(spec_text), measured_rows(run_text)):
        drift[case] = abs(got - want) / max(abs(want), 1e-9)
    if all(gap <= tolerance for gap in drift.values()):
        return name + ": ok"
    failed = [name for name, gap in drift.items() if gap > tolerance]
    worst = max(failed, key=lambda case: drift[case] * weights.get(case, 1.0))
    print(len(failed), "of", len(drift), "cases drifted")
    return "%s: %s worst of %s" % (name, worst, ", ".join(sorted(failed)))


def report(pairs, tolerance):
    lines = []
    for spec_text, run_text in pairs:
        lines.append(compare(spec_text, run_text, tolerance, ["render"]))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report([sample()], 0.05))
    print(report([sample()], 0.5))
