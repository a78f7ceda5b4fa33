"""Message catalogue of the active language, kept as module state."""

CATALOGS = {"en": {"title": "Welcome", "hello": "Hello"}, "de": {"title": "Willkommen", "hello": "Hallo"}}
FALLBACK = "en"

language = FALLBACK
messages = CATALOGS[FALLBACK]
switches = 0


def use(lang):
    global language, messages, switches
    if lang not in CATALOGS:
        lang = FALLBACK
    language = lang
    messages = CATALOGS[lang]
    switches += 1
    return lang


def gettext(key):
    if key in messages:
        return messages[key]
    return key
