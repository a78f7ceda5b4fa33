def split_stats(values, pad, tag):
    print(tag)
    lo = min(values) - pad
    hi = max(values)
    return lo, hi


def main():
    nums = [4, 1, 9]
    margin = 1
    name = "x"
    low, high = split_stats(nums, margin, name)
    span = high
    print(low, span)


main()
