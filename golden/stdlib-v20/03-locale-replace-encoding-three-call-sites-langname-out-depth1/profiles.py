"""Build setlocale() names for user profiles with the verbatim locale aliasing helpers."""
from locale_cut import _append_modifier, _replace_encoding


def with_charset(lang, charset):
    code = lang.replace("-", "_")
    if charset:
        code = _replace_encoding(code, charset)
    return code


def with_modifier(code, modifier):
    if modifier:
        return _append_modifier(code, modifier)
    return code


def legacy_locale(lang):
    return _replace_encoding(lang + ".latin1", "latin-1")


PROFILES = [("de-DE", "latin-1", "euro"), ("en_US", "utf8", ""), ("fr_FR", "", "euro"), ("fi_FI", "8859-15", "")]

for lang, charset, modifier in PROFILES:
    print(with_modifier(with_charset(lang, charset), modifier))
print(legacy_locale("pt_BR"))
