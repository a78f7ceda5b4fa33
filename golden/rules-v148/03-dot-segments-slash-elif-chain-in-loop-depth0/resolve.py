"""Resolve relative references against a base path (RFC 3986 section 5.2)."""
from uripath import merge, remove_dot_segments


def resolve(base_path, ref_path, has_authority=True):
    if ref_path.startswith('/'):
        target = ref_path
    else:
        target = merge(base_path, ref_path, has_authority)
    return remove_dot_segments(target)


def clean(path):
    return remove_dot_segments(path)


for base, ref in [("/a/b/c", "../d"), ("/a/b/", "./e/../f"), ("", "g")]:
    print(resolve(base, ref))
print(clean("/x/./y/../z"))
