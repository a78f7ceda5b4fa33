"""Build the name, size and mtime fields of a tar header block."""
from tarnum import itn, stn, GNU_FORMAT


def build_fields(name, size, mtime):
    name_field = stn(name, 100, "utf-8", "strict")
    size_field = itn(size, 12, GNU_FORMAT)
    mtime_field = itn(mtime, 12)
    return name_field + size_field + mtime_field


def field_widths():
    return [100, 12, 12]
