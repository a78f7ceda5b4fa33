"""Sum the disk quotas listed in a plain-text table."""
from units import to_number


def total_quota(rows, minimum):
    total = 0
    skipped = []
    fallback = minimum // 2
    for row in rows:
        user, _, quota = row.partition(":")
        if not user.strip():
            continue
        value = to_number(quota, default=fallback)
        if value <= minimum:
            skipped.append(user)
        else:
            total += value
    return total, skipped


def main():
    rows = ["ann: 12k", "bob: 3 M", "cyd:", ":9", "dee: 250", "eve: 0.4"]
    total, skipped = total_quota(rows, 300)
    print(f"total {total}, too small for {', '.join(skipped)}")


if __name__ == "__main__":
    main()
