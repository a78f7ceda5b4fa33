"""Class report of weighted grades."""
from grades import weighted


def normalise(raw):
    norm = sum(raw)
    return [w / norm for w in raw]


def report(students, raw_weights):
    weights = normalise(raw_weights)
    lines = []
    for student, marks in students.items():
        label, best, honours = weighted(marks, weights, student)
        lines.append(label + " *" * honours + f" (best part {best:.1f})")
    return "\n".join(lines)


if __name__ == "__main__":
    print(report({" ana ": [92, 80, 95], "bo": [70, None, 99]}, [2, 1, 1]))
