"""Sales summaries written in the format the caller asks for."""
from exporters import CsvExporter, MarkdownExporter


def summary_rows(sales):
    rows = []
    for region in sorted(sales):
        rows.append([region, "%.2f" % sales[region]])
    return rows


def markdown_summary(sales, title, level):
    doc = MarkdownExporter(title, level)
    for cells in summary_rows(sales):
        doc.add(cells)
    filename = title.lower().replace(" ", "_") + "." + MarkdownExporter.extension
    text = doc.render()
    print("writing", filename)
    return text


def csv_summary(sales):
    doc = CsvExporter("sales")
    for cells in summary_rows(sales):
        doc.add(cells)
    return doc.render()


def publish(sales, fmt, title):
    if fmt == "csv":
        return csv_summary(sales)
    return markdown_summary(sales, title, 2)


if __name__ == "__main__":
    data = {"north": 1200.5, "south": 980.0}
    print(publish(data, "md", "Q3  Sales"))
    print(publish(data, "csv", "unused"))
