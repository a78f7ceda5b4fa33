"""Name downloaded files after the Content-Type the server sent."""
from mimetable import MimeTypes


class SuffixTable(MimeTypes):
    def __init__(self, strict_map, loose_map):
        self.types_map_inv = (loose_map, strict_map)


def content_type(header):
    return header.split(';')[0].strip()


def suffix_for(table, header, allow_common):
    kind = content_type(header)
    standard = table.guess_all_extensions(kind)
    strict = not allow_common
    suffix = table.guess_extension(kind, strict)
    if suffix is None:
        return '.bin'
    if suffix not in standard:
        print('  non-standard suffix %s for %s' % (suffix, kind))
    return suffix


def name_download(table, stem, header, allow_common):
    suffix = suffix_for(table, header, allow_common)
    if stem.endswith(suffix):
        return stem
    return stem + suffix


def plan(table, downloads, allow_common):
    names = []
    for stem, header in downloads:
        names.append(name_download(table, stem, header, allow_common))
    return names


TABLE = SuffixTable({'text/plain': ['.txt'], 'image/jpeg': ['.jpg', '.jpeg']},
                    {'text/markdown': ['.md'], 'image/jpeg': ['.jfif']})
FILES = [('notes', 'text/plain; charset=utf-8'), ('photo.jpg', 'image/jpeg'),
         ('readme', 'Text/Markdown'), ('blob', 'application/x-thing')]
print(plan(TABLE, FILES, False))
print(plan(TABLE, FILES, True))
