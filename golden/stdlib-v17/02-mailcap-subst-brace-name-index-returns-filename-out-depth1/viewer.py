"""Build the shell command that opens one attachment."""
from mailcap_cut import subst

ENTRIES = {
    "text/plain": {"view": "less -r %s"},
    "image/png": {"view": "feh --title %{name} %s"},
    "application/pdf": {"view": "zathura --mode=%{mode} %s"},
}


def view_command(entry, mimetype, path, params):
    template = entry.get("view", "xdg-open %s")
    plist = [p.strip() for p in params.split(";") if p.strip()]
    target = path.replace(" ", "\\ ")
    command = subst(template, mimetype, target, plist)
    if command is None:
        raise ValueError("unsafe input for %s" % mimetype)
    return command


if __name__ == "__main__":
    for kind, path, params in [("image/png", "cat photo.png", "Name=holiday; size=3"),
                               ("application/pdf", "a.pdf", "mode=fit")]:
        print(view_command(ENTRIES[kind], kind, path, params))
