"""Status page for loaded plugins."""
import registry


def plugin_count():
    count = len(registry.REGISTRY)
    disabled = len(registry.DISABLED)
    print("%d disabled" % disabled)
    return count


def status_line(version):
    header = "v%s" % version
    n = plugin_count()
    if n == 0:
        return header + ": no plugins"
    return "%s: %d plugins" % (header, n)


def loaded_names():
    names = []
    for plugin in registry.REGISTRY:
        names.append(plugin.name)
    return sorted(names)
