"""Print a one-line sales summary."""
from sales import total_sales

CATALOG = {"A1", "B2", "C3"}


def build_report(lines):
    rows = [line.strip() for line in lines if line.strip()]
    total, rejected = total_sales(rows, CATALOG)
    text = f"total {total:.2f}"
    if rejected:
        text += f" ({len(rejected)} rejected)"
    return text


if __name__ == "__main__":
    data = ["A1,2,3.50", "Z9,1,1.00", "B2,-1,4.00", "", "C3,x,2.00", "C3,4,0.25"]
    print(build_report(data))
