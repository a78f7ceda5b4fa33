"""Size histograms for directory listings, in the style of du with buckets."""


def bucket_of(size, step):
    if size < step:
        return 0
    return size // step * step


def tally(entries, step, counts, names):
    total = 0
    for name, size in entries:
        names.append(name)
        key = bucket_of(size, step)
        counts[key] = counts.get(key, 0) + 1
        total += size
    return total


def render_bar(count, width=30):
    shown = min(count, width)
    return "#" * shown + ("+" if count > width else "")


def indent(text, prefix="  "):
    return "\n".join(prefix + line for line in text.splitlines())
