from fields import AMOUNT, NUMBER, first_word, grab


def load_sample():
    lines = [
        "ACME Corp invoice #4411",
        "items: 3 widgets",
        "Total: $1,129.50",
    ]
    return "\n".join(lines)


def summarize(text, source):
    label = source.rsplit("/", 1)[-1].strip()
    total = grab(AMOUNT, text, "0.00", label)
    number = grab(NUMBER, text, "?", label)
    amount = float(total)
    if amount > 1000:
        note = "large"
    else:
        note = "small"
    vendor = first_word(text)
    print(f"{label}: {vendor} invoice {number} for {amount:.2f} ({note})")
    return amount


def main():
    source = "inbox/acme.txt"
    text = load_sample()
    amount = summarize(text, source)
    print("booked" if amount else "nothing to book")


if __name__ == "__main__":
    main()
