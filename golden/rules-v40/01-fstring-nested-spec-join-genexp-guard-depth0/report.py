"""Report of open issues, printed as a plain-text table."""
from tables import render

COLUMNS = ("id", "owner", "state")


def owner_of(issue):
    return issue.get("assignee") or "nobody"


def issue_table(issues, wide=False):
    rows = []
    for issue in issues:
        if issue["state"] == "closed":
            continue
        rows.append({"id": issue["id"], "owner": owner_of(issue), "state": issue["state"]})
    heading = f"Open issues ({len(issues) - len(rows)} closed)"
    sep = " | " if wide else " "
    return render(rows, COLUMNS, title=heading, sep=sep)


def empty_table():
    return render([], ("id", "owner"))


if __name__ == "__main__":
    sample = [{"id": 7, "assignee": "ann", "state": "open"}, {"id": 12, "assignee": None, "state": "review"}, {"id": 3, "assignee": "bob", "state": "closed"}]
    print(issue_table(sample, wide=True))
    print(empty_table())
