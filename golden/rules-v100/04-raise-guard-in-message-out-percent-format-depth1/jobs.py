"""Build the job list for a print queue."""
from ranges import parse_range


def plan_jobs(document, specs):
    pages = document["pages"]
    title = document["title"].strip()
    jobs = []
    for spec in specs.split(","):
        if not spec.strip():
            continue
        first, count, label = parse_range(spec, pages)
        jobs.append("%s: %s (%d sheets)" % (title, label, count))
    return "\n".join(jobs)


def main():
    doc = {"title": " Annual report ", "pages": 40}
    print(plan_jobs(doc, "1-3, ,10-"))
    try:
        plan_jobs(doc, "7")
    except ValueError as err:
        print("error:", err)


if __name__ == "__main__":
    main()
