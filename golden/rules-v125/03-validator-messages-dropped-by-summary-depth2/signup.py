"""Review sign-up rows of the form 'name=...; age=...'."""
from validators import check_age, check_name

RAW = """name=ada; age=36
name=root; age=40
name=; age=x
name=grace; age=12"""


def load_rows(text):
    rows = []
    for line in text.split("\n"):
        if line.strip():
            rows.append(line)
    return rows


def parse_form(line):
    fields = {}
    for part in line.split(";"):
        key, _, value = part.partition("=")
        fields[key.strip()] = value.strip()
    return fields


def review(number, line):
    problems = []
    where = f"row {number}"
    fields = parse_form(line)
    name_ok = check_name(fields.get("name", ""), where + " name", problems)
    age = check_age(fields.get("age", ""), where + " age", problems)
    if name_ok and age is not None:
        status = "accepted"
    else:
        status = "rejected"
    return status, problems


def main():
    accepted = 0
    rows = load_rows(RAW)
    for number, line in enumerate(rows, start=1):
        status, problems = review(number, line)
        if status == "accepted":
            accepted += 1
        for problem in problems:
            print(" -", problem)
    print(f"{accepted} of {len(rows)} rows accepted")


if __name__ == "__main__":
    main()
