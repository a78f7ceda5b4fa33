"""Monthly sales report written as CSV."""
import sys

from exporters import CsvExporter


def monthly_rows(sales):
    rows = []
    for month in sorted(sales):
        rows.append((month, "{:,.2f}".format(sales[month])))
    return rows


def write_report(sales, title):
    exporter = CsvExporter(title, ["month", "amount"])
    rows = monthly_rows(sales)
    print("exporting", len(rows), "rows")
    text = exporter.export(rows)
    return text


if __name__ == "__main__":
    data = {"2024-02": 99.0, "2024-01": 1200.5}
    name = sys.argv[1] if len(sys.argv) > 1 else "Sales by month"
    print(write_report(data, name))
