"""Accept a batch of sign-up records and report the rejected ones."""
from records import validate

REQUIRED = ("email", "name")


def intake(batch):
    accepted, problems = validate(batch, REQUIRED)
    for line in problems:
        print("rejected:", line)
    emails = sorted(row["email"] for row in accepted)
    return emails


if __name__ == "__main__":
    sample = [{"email": "a@x.org", "name": " Ann "}, {"name": "Bob"}, {"email": "c@x.org", "name": "Cy"}, {}]
    print(intake(sample))
